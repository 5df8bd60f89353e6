import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api';

/**
 * Whether any request has been refused for want of a session since the frame started: the frame
 * then shows its own "sign in again" screen rather than being sent away (it may be on a wall).
 */
export function useSessionEnded(): boolean {
  const queryClient = useQueryClient();
  const [hasEnded, setHasEnded] = useState(false);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        const error: unknown = event.action.type === 'error' || event.action.type === 'failed' ? event.action.error : undefined;
        if (isApiError(error) && error.kind === 'unauthorized') setHasEnded(true);
      }),
    [queryClient],
  );
  return hasEnded;
}
