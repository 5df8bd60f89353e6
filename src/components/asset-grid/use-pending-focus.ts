import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';

/** What {@link usePendingFocus} returns. */
export interface PendingFocus {
  /** Focus the tile link with `data-index={index}` as soon as it is in the DOM (now, if it is). */
  request: (index: number) => void;
}

interface Request {
  index: number;
  /** what had focus when the request was made, to tell a user's own later move from it */
  from: Element | null;
}

/**
 * Focus requests that wait for their tile. The grid draws its first tiles in a transition (a few
 * frames after it mounts), so a focus return that comes early (Esc in a viewer opened by deep
 * link, closed before the grid has drawn) would find no tile. The request is kept and retried
 * after every commit of the grid until the tile is there. It is dropped, not applied, when the
 * user has put focus somewhere else outside the grid in the meantime.
 */
export function usePendingFocus(containerRef: RefObject<HTMLElement | null>): PendingFocus {
  const pending = useRef<Request | null>(null);
  // A request must cause a commit (even when the tab stop does not move) so the effect below runs.
  const [, setGeneration] = useState(0);

  useEffect(() => {
    const req = pending.current;
    const container = containerRef.current;
    if (!req || !container) return;
    const tile = container.querySelector<HTMLElement>(`[data-index="${req.index}"]`);
    if (!tile) return;
    pending.current = null;
    const active = document.activeElement;
    const movedAway = active !== null && active !== document.body && active !== req.from && !container.contains(active);
    if (!movedAway) tile.focus();
  });

  const request = useCallback((index: number) => {
    pending.current = { index, from: document.activeElement };
    setGeneration((g) => g + 1);
  }, []);

  return useMemo(() => ({ request }), [request]);
}
