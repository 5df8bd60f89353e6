/**
 * The memory's first photo, painted before the app has started (ADR 098): a layer over the page
 * that `src/app/first-frame/` draws from the HTML's hinted answer, and that the memory player takes
 * over (removes) once it shows the same photo itself, or as soon as it knows it will show another
 * thing. The mark is the bench's "first photo painted", whichever of the two painted it.
 */

/** Performance mark: the first photo of a memory opened by its address is on screen. */
export const FIRST_PHOTO_MARK = 'keepsake:memory:first-photo';

const SELECTOR = '[data-first-frame]';

/** Marks the first photo as painted, once per page load. */
export function markFirstPhoto(): void {
  if (performance.getEntriesByName(FIRST_PHOTO_MARK).length === 0) performance.mark(FIRST_PHOTO_MARK);
}

/** The id of the asset the first frame shows, if one is up. */
export function firstFrameAsset(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLElement>(SELECTOR)?.dataset.firstFrame;
}

/** Removes the first frame (nothing happens when there is none). */
export function removeFirstFrame(doc: Document = document): void {
  doc.querySelector(SELECTOR)?.remove();
}

/**
 * Lets the page under the first frame be seen unless the frame shows `assetId`, the photo the
 * player will show first: another photo, or none, must not stand over the page for a moment longer.
 */
export function keepFirstFrameOnlyFor(assetId: string | undefined, doc: Document = document): void {
  const shown = firstFrameAsset(doc);
  if (shown !== undefined && shown !== assetId) removeFirstFrame(doc);
}
