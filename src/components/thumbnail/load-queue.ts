/*
 * Image sources set a few at a time, in tasks of their own. Setting an `<img>`'s `src` costs
 * little in itself, but the browser starts the request in the microtask checkpoint that follows
 * (a `data:` URL, at once): a render that mounts a screenful of images pays for every request at
 * its end, outside any time budget of the renderer. Here each source is set in its own microtask,
 * so the time taken is measured after each one, and a task stops when its budget is spent and
 * leaves the rest to the next task. A source can be given as a function (a placeholder to decode):
 * it is called in its turn, and an image scrolled away before then costs nothing.
 */

import { nextTask } from '@/lib/schedule';

/** Most time one task spends starting requests (ms). */
const budgetMs = 3;

/** Images waiting for their `src`, in the order they were queued (Map keeps insertion order). */
const waiting = new Map<HTMLImageElement, Source>();

/** A URL, or a function that makes one (`undefined`: leave the image without a source). */
export type Source = string | (() => string | undefined);
let scheduled = false;

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  nextTask(runTask);
}

function runTask(): void {
  scheduled = false;
  const start = performance.now();
  const step = () => {
    for (;;) {
      const next = waiting.entries().next();
      if (next.done) return;
      const [img, source] = next.value;
      waiting.delete(img);
      // An image scrolled away (unmounted) before its turn is never requested.
      if (!img.isConnected) continue;
      const src = typeof source === 'function' ? source() : source;
      if (src === undefined) continue;
      img.src = src;
      // The browser's own microtask (the request) runs before this one: the time then includes it.
      if (performance.now() - start < budgetMs) queueMicrotask(step);
      else if (waiting.size > 0) schedule();
      return;
    }
  };
  step();
}

/**
 * Sets `img.src` to `src` soon, after the images queued before it: in a task of its own, a few
 * images per task. Queuing an image again replaces its source (and keeps its place).
 */
export function loadSoon(img: HTMLImageElement, src: Source): void {
  if (img.getAttribute('src') === src && !waiting.has(img)) return;
  if (typeof src === 'function' && img.hasAttribute('src')) return;
  waiting.set(img, src);
  schedule();
}

