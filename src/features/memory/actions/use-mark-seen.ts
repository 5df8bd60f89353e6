import { useEffect, useRef } from 'react';
import { updateMemory } from '@/api';

/**
 * Tells the server the memory was seen (`PUT /memories/{id}` `{seenAt}`), once per visit of the
 * page: the ref survives StrictMode's double effects and re-renders. Failure is not the viewer's
 * problem (the memory just stays "new"), so it is not shown.
 */
export function useMarkSeen(memoryId: string, enabled = true): void {
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!enabled || marked.current === memoryId) return;
    marked.current = memoryId;
    updateMemory(memoryId, { seenAt: new Date().toISOString() }).catch(() => undefined);
  }, [memoryId, enabled]);
}
