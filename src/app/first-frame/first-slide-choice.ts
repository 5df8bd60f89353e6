import type { PhotoFace, PhotoFaces } from '@/api/queries/then-and-now';
import { candidatesOf, type YearPhoto } from '@/api/queries/year-candidates';
import { personSearchBody, shownOnPersonPage } from '@/api/large-list/person-list-rule';
import { apiUrl } from '@/api/urls';
import { uprightAspect } from '@/lib/asset-aspect';
import { uprightDimensions } from '@/lib/upright-dimensions';
import { choosePerYear, yearOf, type Candidate, type YearChoice } from '@/features/then-and-now/model/choose-per-year';
import type { YearPicks } from '@/features/then-and-now/model/year-picks';

// The story's first slide chosen from answers read without their schemas (index.html's first
// script has no zod, ADR 113), by the app's own rules: `candidatesOf` for which photos' faces are
// asked for, `choosePerYear` for the slide. Anything unexpected gives no slide (the app draws it).
// The server reads the oldest year with the same rules and puts it in the route's HTML (ADR 117).

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
 * A wall-clock time is at most this far behind its instant (UTC-12), with a margin: an asset not yet
 * read, whose instant is at or after the last one read, is no older on the wall clock than that.
 */
const MAX_CLOCK_BEHIND_MS = 24 * 60 * 60 * 1000;

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const timeOf = (v: unknown): number => (typeof v === 'string' ? Date.parse(v) : NaN);
const listOrNone = (v: unknown): boolean => v === undefined || v === null || Array.isArray(v);
const positive = (v: unknown): v is number => typeof v === 'number' && v > 0;

/** The oldest year's photos, as the person's list has them, and whether they are known to be all of them. */
export interface OldestYear {
  year: number;
  /** in the list's order (newest first by wall-clock time) */
  photos: YearPhoto[];
}

/**
 * The oldest calendar year of a person's photos from the search's items oldest first (by instant,
 * `fileCreatedAt`), in the order the person's list puts them (newest first by `localDateTime`):
 * `undefined` while that year may go on past `items` (`isLast`: no page follows), or when two of its
 * photos (not videos) have the same wall-clock time (the list keeps the server's order for those, which this
 * answer's order does not tell).
 */
export function oldestYearOf(items: readonly unknown[], isLast: boolean): OldestYear | undefined {
  const shown: YearPhoto[] = [];
  let lastInstant = -Infinity;
  for (const item of items) {
    if (!isObject(item)) return undefined;
    const instant = timeOf(item.fileCreatedAt);
    if (!Number.isFinite(instant)) return undefined;
    lastInstant = Math.max(lastInstant, instant);
    const localTime = timeOf(item.localDateTime);
    if (!shownOnPersonPage(item) || typeof item.id !== 'string' || item.id === '' || !Number.isFinite(localTime)) continue;
    shown.push({
      assetId: item.id,
      localTime,
      isVideo: item.type === 'VIDEO',
      isFavorite: item.isFavorite === true,
      // (the list keeps it as a 32-bit float)
      aspect: Math.fround(uprightAspect(item) ?? 1),
      thumbhash: undefined,
    });
  }
  if (shown.length === 0) return undefined;
  const year = Math.min(...shown.map((p) => yearOf(p.localTime)));
  if (!isLast && yearOf(lastInstant - MAX_CLOCK_BEHIND_MS) <= year) return undefined;
  const photos = shown.filter((p) => yearOf(p.localTime) === year).sort((a, b) => b.localTime - a.localTime);
  // (videos are never candidates: where they fall does not matter)
  const stills = photos.filter((p) => !p.isVideo);
  if (stills.some((p, i) => i > 0 && p.localTime === stills[i - 1]!.localTime)) return undefined;
  return { year, photos };
}

/** Photos read a page of the oldest-first search; pages read at most (the oldest year must end within them). */
export const OLDEST_PAGE_SIZE = 30;
export const OLDEST_PAGES = 8;

/** One page of the person's search (`POST /search/metadata` with `body`): its answer, `undefined` when it failed. */
export type SearchPage = (body: Record<string, unknown>) => Promise<unknown>;

/**
 * The person's oldest year, read from the search oldest first, a small page at a time. Asked
 * before the server's version is known, so in the words every version takes (`personSearchBody`
 * without a rule: `visibility`, which servers before v2 ignore, and EXIF); what a server sends
 * beyond the list's own filters is left out here as the list leaves it out (`shownOnPersonPage`).
 */
export async function oldestYearFrom(personId: string, searchPage: SearchPage): Promise<OldestYear | undefined> {
  const items: unknown[] = [];
  for (let page = 1; page <= OLDEST_PAGES; page++) {
    const answer = await searchPage({ ...personSearchBody(personId, page, undefined, 'oldest'), size: OLDEST_PAGE_SIZE });
    const assets = isObject(answer) && isObject(answer.assets) ? answer.assets : undefined;
    if (!Array.isArray(assets?.items)) return undefined;
    items.push(...(assets.items as unknown[]));
    const isLast = typeof assets.nextPage !== 'string';
    const oldest = oldestYearOf(items, isLast);
    if (oldest || isLast) return oldest;
  }
  return undefined;
}

/** The id of the element of the route's HTML that carries the person's oldest year (`firstSlideData`). */
export const FIRST_SLIDE_DATA_ID = 'keepsake-first-slide';

/**
 * `value` as JSON for a page's `<script type="application/json">`, with every `<`, `>`, `&` and
 * line separator escaped, so that no string a server sends can end the element.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The person's oldest year as the route's HTML carries it (`scriptJson`). */
export function firstSlideData(personId: string, oldest: OldestYear): string {
  return scriptJson({ personId, oldest });
}

/** The oldest year from `firstSlideData`'s text, if it is whole and of `personId`. */
export function oldestYearOfData(text: string, personId: string): OldestYear | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(data) || data.personId !== personId || !isObject(data.oldest)) return undefined;
  const { year, photos } = data.oldest;
  if (!Number.isInteger(year) || !Array.isArray(photos) || photos.length === 0) return undefined;
  const read: YearPhoto[] = [];
  for (const p of photos as unknown[]) {
    if (!isObject(p) || typeof p.assetId !== 'string' || p.assetId === '' || typeof p.localTime !== 'number' || yearOf(p.localTime) !== year) return undefined;
    if (typeof p.isVideo !== 'boolean' || typeof p.isFavorite !== 'boolean' || !positive(p.aspect)) return undefined;
    read.push({ assetId: p.assetId, localTime: p.localTime, isVideo: p.isVideo, isFavorite: p.isFavorite, aspect: p.aspect, thumbhash: undefined });
  }
  return { year: year as number, photos: read };
}

/** Where a photo's faces are read (v1/v2: the asset; v3: `GET /faces?id=`), as the app asks (`photoFaces`). */
export const facesUrlOf = (id: string, hasFacesOnAsset: boolean): string => (hasFacesOnAsset ? apiUrl(`/assets/${encodeURIComponent(id)}`) : apiUrl('/faces', { id }));

/** The ids whose faces the story asks for first: the oldest year's candidates, as `candidatesOf` ranks them. */
export const firstCandidates = (oldest: OldestYear, picks: YearPicks): string[] => candidatesOf(new Map([[oldest.year, oldest.photos]]), picks);

function boxOf(face: unknown): PhotoFace | undefined {
  if (!isObject(face) || typeof face.id !== 'string') return undefined;
  const keys = ['boundingBoxX1', 'boundingBoxX2', 'boundingBoxY1', 'boundingBoxY2', 'imageWidth', 'imageHeight'] as const;
  if (!keys.every((k) => Number.isInteger(face[k]))) return undefined;
  const [boundingBoxX1, boundingBoxX2, boundingBoxY1, boundingBoxY2, imageWidth, imageHeight] = keys.map((k) => face[k] as number) as [number, number, number, number, number, number];
  return { id: face.id, boundingBoxX1, boundingBoxX2, boundingBoxY1, boundingBoxY2, imageWidth, imageHeight };
}


/**
 * The faces of a photo from its answer, as `photoFaces` reads them: the asset (`hasFacesOnAsset`,
 * v1/v2: each person's faces, then the unnamed ones; its upright size) or `GET /faces?id=` (v3).
 */
export function facesFromAnswer(answer: unknown, hasFacesOnAsset: boolean): PhotoFaces | undefined {
  if (!hasFacesOnAsset) {
    if (!Array.isArray(answer)) return undefined;
    const faces: PhotoFace[] = [];
    for (const raw of answer as unknown[]) {
      const box = boxOf(raw);
      if (!box) return undefined;
      const person = (raw as Raw).person;
      faces.push(isObject(person) && typeof person.id === 'string' ? { ...box, personId: person.id } : box);
    }
    return { faces };
  }
  if (!isObject(answer) || !listOrNone(answer.people) || !listOrNone(answer.unassignedFaces)) return undefined;
  const faces: PhotoFace[] = [];
  for (const person of Array.isArray(answer.people) ? (answer.people as unknown[]) : []) {
    if (!isObject(person) || typeof person.id !== 'string' || !Array.isArray(person.faces)) return undefined;
    for (const face of person.faces as unknown[]) {
      const box = boxOf(face);
      if (!box) return undefined;
      faces.push({ ...box, personId: person.id });
    }
  }
  for (const face of Array.isArray(answer.unassignedFaces) ? (answer.unassignedFaces as unknown[]) : []) {
    const box = boxOf(face);
    if (!box) return undefined;
    faces.push(box);
  }
  const exif = isObject(answer.exifInfo) ? answer.exifInfo : {};
  const image =
    positive(answer.width) && positive(answer.height)
      ? { width: answer.width, height: answer.height }
      : uprightDimensions(positive(exif.exifImageWidth) ? exif.exifImageWidth : undefined, positive(exif.exifImageHeight) ? exif.exifImageHeight : undefined, typeof exif.orientation === 'string' || typeof exif.orientation === 'number' ? exif.orientation : undefined);
  return image ? { faces, image } : { faces };
}

/** The first slide: the oldest year's choice from its candidates' faces (`faces[i]` of `ids[i]`); none when that year has no slide. */
export function firstSlideOf(oldest: OldestYear, picks: YearPicks, personId: string, ids: readonly string[], faces: readonly (PhotoFaces | undefined)[]): (YearChoice & { image: PhotoFaces['image'] }) | undefined {
  const known = new Map<string, PhotoFaces>();
  ids.forEach((id, i) => {
    const found = faces[i];
    if (found) known.set(id, found);
  });
  const candidates: Candidate[] = [];
  for (const photo of oldest.photos) {
    const found = known.get(photo.assetId);
    if (found) candidates.push({ ...photo, faces: found.faces.map((f) => ({ ...f, isSubject: f.personId === personId })) });
  }
  const first = choosePerYear(candidates, picks)[0];
  return first && first.year === oldest.year ? { ...first, image: known.get(first.assetId)?.image } : undefined;
}
