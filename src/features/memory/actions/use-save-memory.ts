import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { memoryQueries, updateMemory, type Memory } from '@/api';

/** The save switch of one memory and the short status line that follows each change. */
export interface SaveMemory {
  isSaved: boolean;
  isPending: boolean;
  /** "Saved to your memories", or what went wrong; `undefined` before the first change */
  message: { text: string; isError: boolean } | undefined;
  toggle: () => void;
}

/**
 * Save/unsave a memory (`PUT /memories/{id}` `{isSaved}`), optimistically: the heart changes at
 * once, and goes back (with a message saying so) when the server refuses.
 */
export function useSaveMemory(memory: Memory): SaveMemory {
  const queryClient = useQueryClient();
  const { queryKey } = memoryQueries.detail(memory.id);
  const [message, setMessage] = useState<SaveMemory['message']>(undefined);

  const mutation = useMutation({
    mutationFn: (isSaved: boolean) => updateMemory(memory.id, { isSaved }),
    onMutate: async (isSaved) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (m) => (m ? { ...m, isSaved } : m));
      setMessage(undefined);
      return { previous };
    },
    onError: (_error, isSaved, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      setMessage({
        text: isSaved ? 'Couldn’t save this memory. Try again in a moment.' : 'Couldn’t remove this memory from saved. Try again in a moment.',
        isError: true,
      });
    },
    onSuccess: (_data, isSaved) => {
      setMessage({ text: isSaved ? 'Saved to your memories' : 'Removed from saved memories', isError: false });
    },
  });

  return {
    isSaved: memory.isSaved,
    isPending: mutation.isPending,
    message,
    toggle: () => mutation.mutate(!memory.isSaved),
  };
}
