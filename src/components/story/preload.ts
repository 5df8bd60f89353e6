/**
 * Fetches and decodes images ahead of time, so the next slide paints on its first frame.
 * The decoded `Image` objects are kept (a few) so the browser keeps their bitmaps warm.
 */

type Entry = { image: HTMLImageElement; status: 'pending' | 'decoded' | 'failed'; promise: Promise<void> };

const entries = new Map<string, Entry>();
/** Enough for the current, the next and a couple already shown (going back is common). */
const keep = 6;

/** Starts (or reuses) the fetch + decode of `url`; resolves when decoded, rejects on failure. */
export function preloadImage(url: string): Promise<void> {
  const existing = entries.get(url);
  if (existing && existing.status !== 'failed') {
    // Refresh its place in the "recently used" order.
    entries.delete(url);
    entries.set(url, existing);
    return existing.promise;
  }
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  const entry: Entry = { image, status: 'pending', promise: Promise.resolve() };
  entry.promise = image.decode().then(
    () => {
      entry.status = 'decoded';
    },
    (error: unknown) => {
      entry.status = 'failed';
      throw error;
    },
  );
  // Nobody may be waiting: a failed preload is retried by the slide itself, never an unhandled rejection.
  entry.promise.catch(() => undefined);
  entries.set(url, entry);
  while (entries.size > keep) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return entry.promise;
}

/** Whether `url` has been fetched and decoded already (then it paints on the first frame). */
export function isImageDecoded(url: string): boolean {
  return entries.get(url)?.status === 'decoded';
}
