import { capabilitiesOf } from '@/api/capabilities';
import { fetchEarly, peekEarlyJson } from '@/api/early-responses';
import { personSearchBody } from '@/api/large-list/person-list-rule';
import { SEARCH_ENDPOINT, fetchJson } from '@/api/large-list/worker-fetch';
import { getApiBase } from '@/api/base';
import { apiUrl, assetThumbnailUrl } from '@/api/urls';
import { firstFrameImage, showFirstFrame } from '@/lib/first-frame';
import { alignFace, firstSlideKey } from '@/features/then-and-now/model/align';
import { FIRST_SLIDE_MARK } from '@/features/then-and-now/marks';
import { readYearPicks } from '@/features/then-and-now/model/year-picks';
import { versionOf } from '@/app/start-up/start-deep-link';
import { facesFromAnswer, firstCandidates, firstSlideOf, oldestYearOf, type OldestYear } from './first-slide-choice';

/**
 * Buys: Then and Now opened by its address shows its first slide as soon as the network has
 * brought the oldest year's photos, their faces and the photo, not after the app's code has
 * loaded and the person's whole list is here (ADR 115). Run on that route only, by its own first
 * script (`first-slide-entry.ts`). The story takes the layer over (`story-stage.tsx`).
 */

/** Photos read a page of the oldest-first search; pages read at most (the oldest year must end within them). */
export const OLDEST_PAGE_SIZE = 30;
export const OLDEST_PAGES = 8;

/** `/people/<segment>/then-and-now` → the person's id as the router decodes it. */
export function storyPersonOf(pathname: string): string | undefined {
  const segment = /^\/people\/([^/]+)\/then-and-now\/?$/.exec(pathname)?.[1];
  try {
    return segment ? decodeURIComponent(segment) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The person's oldest year, read from the search oldest first, a small page at a time. Asked
 * before the server's version is known, so in the words every version takes (`personSearchBody`
 * without a rule: `visibility`, which servers before v2 ignore, and EXIF); what a server sends
 * beyond the list's own filters is left out here as the list leaves it out (`shownOnPersonPage`).
 */
async function oldestYear(personId: string): Promise<OldestYear | undefined> {
  const items: unknown[] = [];
  for (let page = 1; page <= OLDEST_PAGES; page++) {
    const body = { ...personSearchBody(personId, page, undefined, 'oldest'), size: OLDEST_PAGE_SIZE };
    const res = await fetchJson(getApiBase(), SEARCH_ENDPOINT, { method: 'POST', body: JSON.stringify(body) });
    if (!res.ok) return undefined;
    const assets = ((await res.json()) as { assets?: { items?: unknown; nextPage?: unknown } } | null)?.assets;
    if (!Array.isArray(assets?.items)) return undefined;
    items.push(...(assets.items as unknown[]));
    const isLast = typeof assets.nextPage !== 'string';
    const oldest = oldestYearOf(items, isLast);
    if (oldest || isLast) return oldest;
  }
  return undefined;
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
  const oldestAnswer = oldestYear(personId).catch(() => undefined);
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
  const urls = ids.map((id) => new URL(capabilities.hasFacesOnAsset ? apiUrl(`/assets/${encodeURIComponent(id)}`) : apiUrl('/faces', { id }), loc.href).href);
  fetchEarly(urls);
  const answers = await Promise.all(urls.map((url) => peekEarlyJson(url) ?? Promise.resolve(undefined)));
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
    if (alignment && !alignment.covers) layer.append(firstFrameImage(doc, src, 'first-slide-fill'));
    const photo = photos.get(slide.assetId) ?? firstFrameImage(doc, src, 'first-slide-photo');
    if (alignment) Object.assign(photo.style, { width: `${alignment.width}px`, height: `${alignment.height}px`, transform: `translate(${alignment.x}px, ${alignment.y}px)` });
    return layer.appendChild(photo);
  }, FIRST_SLIDE_MARK);
  // (a face the maths cannot place: the story skips that photo too)
  if (key === undefined) frame.remove();
  else frame.dataset.firstFrame = key;
}
