import { peekEarlyJson } from '@/api/early-responses';
import { assetThumbnailUrl } from '@/api/urls';
import { FIRST_PHOTO_MARK, firstFrameImage, holdAppStart, showFirstFrame } from '@/lib/first-frame';
import { firstPhotoOf, memoryOf } from './first-photo-choice';

/**
 * Buys: a memory opened by its address shows its first photo as soon as the photo is here, not
 * after the app's code has loaded and rendered (ADR 098). The server hinted the memory's answer in
 * the HTML (ADR 125); this reads a copy of it (the app still adopts the answer itself), picks the
 * photo the story starts with, and draws it where the player will draw it: under the site header,
 * `object-fit: contain` on the player's dark stage (`first-frame.css`). The player removes the
 * layer when it shows that photo (src/lib/first-frame.ts).
 */

export { FIRST_FRAME_MAX_MS } from '@/lib/first-frame';

/** Draws the first frame of the memory at `loc`, if the server hinted its answer (a signed-in reader). */
export function paintFirstFrame(doc: Document = document, loc: Location = location): void {
  const id = memoryOf(loc.pathname);
  if (!id) return;
  const hint = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].find(
    (link) => new URL(link.href, loc.href).pathname.endsWith(`/memories/${encodeURIComponent(id)}`),
  );
  const answer = hint && peekEarlyJson(hint.href);
  if (!answer) return;
  const opened = loc.pathname;
  void holdAppStart(answer.then((memory) => {
    const assetId = firstPhotoOf(memory, new URLSearchParams(loc.search).get('asset'));
    // the app may have moved on (or drawn the photo itself) while the answer was on its way
    if (!assetId || loc.pathname !== opened || doc.querySelector('[aria-roledescription="slide"]')) return;
    show(doc, assetId);
  }));
}

function show(doc: Document, assetId: string): void {
  showFirstFrame(doc, assetId, 'first-frame', (frame) => frame.appendChild(firstFrameImage(doc, assetThumbnailUrl(assetId, 'preview'))), FIRST_PHOTO_MARK);
}
