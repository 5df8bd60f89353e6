import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { Memory } from '@/api';
import { keepFirstCardsOnlyFor, takeOverFirstCards } from '@/lib/first-cards';

/**
 * The memories page takes over the first cards that index.html's first script drew (ADR 114): the
 * layer gives way at once when today's cards are not the ones it shows (another list, an error,
 * none), and otherwise once the page's own first covers are on screen; the page marks its own first
 * cards painted in any case (the bench's mark, if the layer did not set it first).
 */
export function useFirstCards(root: RefObject<HTMLElement | null>, todays: { isPending: boolean }, shown: readonly Memory[]): void {
  useEffect(() => {
    const page = root.current;
    if (!page) return;
    const stop = new AbortController();
    takeOverFirstCards(page, stop.signal);
    return () => stop.abort();
  }, [root]);
  const ids = todays.isPending ? undefined : shown.map((m) => m.id).join(' ');
  // (before paint: a layer over other cards is never seen over them)
  useLayoutEffect(() => {
    if (ids !== undefined) keepFirstCardsOnlyFor(ids ? ids.split(' ') : []);
  }, [ids]);
}
