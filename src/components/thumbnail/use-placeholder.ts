import { useCallback, useSyncExternalStore } from 'react';
import { isThumbhashDecoded, thumbhashToDataUrl } from '@/lib/thumbhash';

/*
 * Thumbhash placeholders for tiles, decoded after the render that mounts them. Decoding a hash
 * costs about as much as rendering its tile, and a grid mounts a screenful of tiles at a time
 * (every jump of a fast scroll): decoded in that render, they would double its length. Instead a
 * tile's hash waits in a queue that is drained in short tasks of its own, each tile showing its
 * placeholder when its hash is done; a hash whose tiles are gone by then (scrolled past) is never
 * decoded. A hash decoded before shows at once.
 */

/** Hashes waiting to be decoded, oldest first, with the tiles waiting for each. */
const waiting = new Map<string, Set<() => void>>();
/** How long one draining task may decode for before it yields to the page. */
const sliceMs = 4;
let scheduled = false;

function drain(): void {
  scheduled = false;
  const start = performance.now();
  for (const [hash, tiles] of waiting) {
    waiting.delete(hash);
    thumbhashToDataUrl(hash);
    for (const notify of tiles) notify();
    if (performance.now() - start >= sliceMs) break;
  }
  if (waiting.size > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(drain, 0);
}

function wait(hash: string, notify: () => void): () => void {
  if (isThumbhashDecoded(hash)) return () => undefined;
  let tiles = waiting.get(hash);
  if (!tiles) waiting.set(hash, (tiles = new Set()));
  tiles.add(notify);
  schedule();
  return () => {
    const still = waiting.get(hash);
    still?.delete(notify);
    if (still?.size === 0) waiting.delete(hash);
  };
}

/** The placeholder of `hash` as a data URL once it is decoded; `undefined` until then, and for none. */
export function usePlaceholder(hash: string | undefined): string | undefined {
  const subscribe = useCallback((notify: () => void) => (hash ? wait(hash, notify) : () => undefined), [hash]);
  return useSyncExternalStore(subscribe, () => (hash && isThumbhashDecoded(hash) ? thumbhashToDataUrl(hash) : undefined));
}
