import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { memoryQueries, updateMemory, type Memory } from '@/api';
import { useI18n } from '@/i18n';

/** The save switch of one memory and the short status line that follows each change. */
export interface SaveMemory {
  isSaved: boolean;
  isPending: boolean;
  /** "Saved to your memories", or what went wrong; `undefined` before the first change */
  message: { text: string; isError: boolean } | undefined;
  toggle: () => void;
}

/** What the status line says after a change (its words are chosen at render, in the current language). */
type Outcome = 'saved' | 'removed' | 'save-failed' | 'remove-failed';

/**
 * Save/unsave a memory (`PUT /memories/{id}` `{isSaved}`), optimistically: the heart changes at
 * once, and goes back (with a message saying so) when the server refuses.
 */
export function useSaveMemory(memory: Memory): SaveMemory {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { queryKey } = memoryQueries.detail(memory.id);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);

  const mutation = useMutation({
    mutationFn: (isSaved: boolean) => updateMemory(memory.id, { isSaved }),
    onMutate: async (isSaved) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (m) => (m ? { ...m, isSaved } : m));
      setOutcome(undefined);
      return { previous };
    },
    onError: (_error, isSaved, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      setOutcome(isSaved ? 'save-failed' : 'remove-failed');
    },
    onSuccess: (_data, isSaved) => {
      setOutcome(isSaved ? 'saved' : 'removed');
      // the lists (saved, past, today's) read it afresh when next shown
      void queryClient.invalidateQueries({ queryKey: memoryQueries.all(), predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });

  const texts: Record<Outcome, string> = {
    saved: t('memory.save.saved'),
    removed: t('memory.save.removed'),
    'save-failed': t('memory.save.saveFailed'),
    'remove-failed': t('memory.save.removeFailed'),
  };
  return {
    isSaved: memory.isSaved,
    isPending: mutation.isPending,
    message: outcome && { text: texts[outcome], isError: outcome === 'save-failed' || outcome === 'remove-failed' },
    toggle: () => mutation.mutate(!memory.isSaved),
  };
}
