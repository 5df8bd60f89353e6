import { capabilitiesOf } from '@/api/capabilities';
import { fetchEarly, peekEarlyJson } from '@/api/early-responses';
import { SEARCH_ENDPOINT, fetchJson } from '@/api/large-list/worker-fetch';
import { getApiBase } from '@/api/base';
import { apiUrl, assetThumbnailUrl } from '@/api/urls';
import { blurredFill } from '@/lib/blurred-fill';
import { firstFrameImage, showFirstFrame, styleSheetsLoaded } from '@/lib/first-frame';
import { alignFace, firstSlideKey } from '@/features/then-and-now/model/align';
import { FIRST_SLIDE_MARK } from '@/features/then-and-now/marks';
import { readYearPicks } from '@/features/then-and-now/model/year-picks';
import { versionOf } from '@/app/start-up/start-deep-link';
import {
  FIRST_SLIDE_DATA_ID,
  facesFromAnswer,
  facesUrlOf,
  firstCandidates,
  firstSlideOf,
  oldestYearFrom,
  oldestYearOfData,
  storyPersonOf,
  type OldestYear,
  type SearchPage,
} from './first-slide-choice';

/**
 * Buys: Then and Now opened by its address shows its first slide as soon as the network has
 * brought the oldest year's photos, their faces and the photo, not after the app's code has
 * loaded and the person's whole list is here (ADR 115); the oldest year comes with the page
 * (ADR 117). Run on that route only, by its own first script (`first-slide-entry.ts`). The story
 * takes the layer over (`story-stage.tsx`).
 */

/** The person's oldest-first search, one page, as the browser asks for it. */
const searchPage: SearchPage = async (body) => {
  const res = await fetchJson(getApiBase(), SEARCH_ENDPOINT, { method: 'POST', body: JSON.stringify(body) });
  return res.ok ? res.json() : undefined;
};

/**
 * The person's oldest year: from the route's HTML when the server put it there (ADR 117; it comes
 * after this script's own tag, so the page is read to its end first), else asked for here.
 */
async function oldestYear(doc: Document, personId: string): Promise<OldestYear | undefined> {
  if (doc.readyState === 'loading') await new Promise((parsed) => doc.addEventListener('readystatechange', parsed, { once: true }));
  const data = doc.getElementById(FIRST_SLIDE_DATA_ID)?.textContent;
  return (data ? oldestYearOfData(data, personId) : undefined) ?? oldestYearFrom(personId, searchPage);
}

/**
 * Draws the story's first slide of the person at `loc`, if the server hinted the person's answer
 * (a signed-in reader): the oldest year's photos, its candidates' faces (asked for as the app asks,
 * `fetchEarly`, so the app reads the same answers), the app's choice, aligned on the stage's box.
 */
export async function paintFirstSlide(doc: Document = document, loc: Location = location): Promise<void> {
  const personId = storyPersonOf(loc.pathname);
  if (!personId) return;
  const hinted = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].some((link) =>
    new URL(link.href, loc.href).pathname.endsWith(`/people/${encodeURIComponent(personId)}`),
  );
  if (!hinted) return;
  const versionAnswer = peekEarlyJson(apiUrl('/server/version'));
  if (!versionAnswer) return;
  // (the oldest photos and the version side by side: the version only says which request gives faces)
  const oldestAnswer = oldestYear(doc, personId).catch(() => undefined);
  const version = versionOf(await versionAnswer);
  const oldest = await oldestAnswer;
  if (!version || !oldest) return;
  const capabilities = capabilitiesOf(version);
  const picks = readYearPicks(personId);
  const ids = firstCandidates(oldest, picks);
  // (each candidate's photo asked for beside its faces: the chosen one is here when its face is;
  // those not chosen are let go)
  const photos = new Map(ids.map((id) => [id, firstFrameImage(doc, assetThumbnailUrl(id, 'preview'), 'first-slide-photo')]));
  const letGo = (except?: string) => photos.forEach((img, id) => id !== except && img.removeAttribute('src'));
  const urls = ids.map((id) => new URL(facesUrlOf(id, capabilities.hasFacesOnAsset), loc.href).href);
  fetchEarly(urls);
  // (the layer is measured below: the page's styles give it its box)
  const [answers] = await Promise.all([Promise.all(urls.map((url) => peekEarlyJson(url) ?? Promise.resolve(undefined))), styleSheetsLoaded(doc)]);
  const faces = answers.map((answer) => facesFromAnswer(answer, capabilities.hasFacesOnAsset));
  const chosen = firstSlideOf(oldest, picks, personId, ids, faces);
  // the app may have moved on, or drawn the story itself, while the answers were on their way
  const slide = chosen && storyPersonOf(loc.pathname) === personId && !doc.querySelector('[data-stage]') ? chosen : undefined;
  letGo(slide?.assetId);
  if (!slide) return;
  const src = assetThumbnailUrl(slide.assetId, 'preview');
  let key: string | undefined;
  const frame = showFirstFrame(doc, '', 'first-frame first-slide', (layer) => {
    const alignment = alignFace(slide.image, slide.face, { width: layer.clientWidth, height: layer.clientHeight });
    if (alignment) key = firstSlideKey(slide.assetId, alignment);
    // (the fill from the small thumbnail, as the story draws it, `blurredFill`)
    const fill = alignment && !alignment.covers ? blurredFill(doc, assetThumbnailUrl(slide.assetId), 'first-slide-fill') : undefined;
    if (fill) layer.append(fill.canvas);
    const photo = photos.get(slide.assetId) ?? firstFrameImage(doc, src, 'first-slide-photo');
    if (alignment) Object.assign(photo.style, { width: `${alignment.width}px`, height: `${alignment.height}px`, transform: `translate(${alignment.x}px, ${alignment.y}px)` });
    return [...(fill ? [fill.drawn] : []), layer.appendChild(photo)];
  }, FIRST_SLIDE_MARK);
  // (a face the maths cannot place: the story skips that photo too)
  if (key === undefined) frame.remove();
  else frame.dataset.firstFrame = key;
}
