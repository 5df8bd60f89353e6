import type { PhotoFace, PhotoFaces } from '@/api/queries/then-and-now';
import { candidatesOf, type YearPhoto } from '@/api/queries/year-candidates';
import { shownOnPersonPage } from '@/api/large-list/person-list-rule';
import { uprightAspect } from '@/lib/asset-aspect';
import { uprightDimensions } from '@/lib/upright-dimensions';
import { choosePerYear, yearOf, type Candidate, type YearChoice } from '@/features/then-and-now/model/choose-per-year';
import type { YearPicks } from '@/features/then-and-now/model/year-picks';

// The story's first slide chosen from answers read without their schemas (index.html's first
// script has no zod, ADR 113), by the app's own rules: `candidatesOf` for which photos' faces are
// asked for, `choosePerYear` for the slide. Anything unexpected gives no slide (the app draws it).

/**
 * A wall-clock time is at most this far behind its instant (UTC-12), with a margin: an asset not yet
 * read, whose instant is at or after the last one read, is no older on the wall clock than that.
 */
const MAX_CLOCK_BEHIND_MS = 24 * 60 * 60 * 1000;

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const timeOf = (v: unknown): number => (typeof v === 'string' ? Date.parse(v) : NaN);

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

/** The ids whose faces the story asks for first: the oldest year's candidates, as `candidatesOf` ranks them. */
export const firstCandidates = (oldest: OldestYear, picks: YearPicks): string[] => candidatesOf(new Map([[oldest.year, oldest.photos]]), picks);

function boxOf(face: unknown): PhotoFace | undefined {
  if (!isObject(face) || typeof face.id !== 'string') return undefined;
  const keys = ['boundingBoxX1', 'boundingBoxX2', 'boundingBoxY1', 'boundingBoxY2', 'imageWidth', 'imageHeight'] as const;
  if (!keys.every((k) => Number.isInteger(face[k]))) return undefined;
  const [boundingBoxX1, boundingBoxX2, boundingBoxY1, boundingBoxY2, imageWidth, imageHeight] = keys.map((k) => face[k] as number) as [number, number, number, number, number, number];
  return { id: face.id, boundingBoxX1, boundingBoxX2, boundingBoxY1, boundingBoxY2, imageWidth, imageHeight };
}

const listOrNone = (v: unknown): boolean => v === undefined || v === null || Array.isArray(v);
const positive = (v: unknown): v is number => typeof v === 'number' && v > 0;

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
