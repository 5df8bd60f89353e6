import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { personQueries } from '@/api';
import { candidatesOf, photosByYear, thenAndNowQueries, type PhotoFaces, type YearPhoto } from '@/api/then-and-now';
import type { FaceGeometry } from '@/lib/face-boxes';
import { choosePerYear, type Candidate } from './model/choose-per-year';
import type { Size } from './model/align';
import { useYearPicks, type YearPicks } from './use-year-picks';

/** One slide of the story: a year's photo and the person's face on it. */
export interface StorySlide {
  year: number;
  assetId: string;
  localTime: number;
  face: FaceGeometry;
  /** the picture's upright size when the server said it (else the face's space stands for it) */
  image: Size | undefined;
  isPicked: boolean;
}

/** Years whose faces are asked for at a time (about three requests a year, side by side). */
const YEARS_AT_A_TIME = 3;

/** What the page shows: still loading, failed, too few years, or the story. */
export type ThenAndNowState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | {
      status: 'ready';
      slides: StorySlide[];
      byYear: ReadonlyMap<number, readonly YearPhoto[]>;
      /** every year is in (while not, more slides follow at the end) */
      isComplete: boolean;
    };

/**
 * The person's story: their list (from the cache when the person page loaded it), grouped by year;
 * the faces of a few photos a year (requests side by side); one slide a year. A pick that changes
 * keeps the story on screen while its photo's faces arrive.
 */
export function useThenAndNow(personId: string): { state: ThenAndNowState; picks: YearPicks; setPick: (year: number, assetId: string | undefined) => void } {
  const [picks, setPick] = useYearPicks(personId);
  const assets = useQuery(personQueries.assets(personId));
  const list = assets.data && !assets.data.partial && assets.isSuccess ? assets.data : undefined;
  const byYear = useMemo(() => (list ? photosByYear(list) : undefined), [list]);
  const ids = useMemo(() => (byYear ? candidatesOf(byYear, picks) : []), [byYear, picks]);
  // Faces are asked for the oldest year alone first (its requests have the network to themselves:
  // the first slide waits for nothing else), then a few years at a time. `reach`: how many years'
  // candidates are asked for so far.
  const yearIndex = useMemo(() => {
    const index = new Map<string, number>();
    [...(byYear?.values() ?? [])].forEach((photos, i) => photos.forEach((p) => index.set(p.assetId, i)));
    return index;
  }, [byYear]);
  const [reach, setReach] = useState(1);
  const faces = useQueries({
    queries: ids.map((id) => ({ ...thenAndNowQueries.photoFaces(id), enabled: (yearIndex.get(id) ?? 0) < reach })),
    combine: (results) => ({
      pending: results.some((r) => r.isPending),
      pendingAt: results.map((r) => r.isPending),
      // one photo's faces missing costs that photo; all of them missing is the page's error
      failed: results.length > 0 && results.every((r) => r.isError),
      error: results.find((r) => r.isError)?.error,
      retry: () => results.forEach((r) => void (r.isError && r.refetch())),
      data: results.map((r) => r.data),
    }),
  });

  const yearCount = byYear?.size ?? 0;
  if (reach < yearCount && ids.every((id, i) => (yearIndex.get(id) ?? 0) >= reach || !faces.pendingAt[i])) setReach(reach + YEARS_AT_A_TIME);

  const slides = useMemo(() => {
    if (!byYear) return [];
    const known = new Map<string, PhotoFaces>();
    ids.forEach((id, i) => {
      const found = faces.data[i];
      if (found) known.set(id, found);
    });
    const settledIds = new Set(ids.filter((_, i) => !faces.pendingAt[i]));
    const candidates: Candidate[] = [];
    // Years in order, up to the first whose faces are still on their way: slides are only ever
    // added after the last one, never before the one on screen.
    for (const photos of byYear.values()) {
      if (photos.some((p) => ids.includes(p.assetId) && !settledIds.has(p.assetId))) break;
      for (const photo of photos) {
        const found = known.get(photo.assetId);
        if (!found) continue;
        candidates.push({ ...photo, faces: found.faces.map((f) => ({ ...f, isSubject: f.personId === personId })) });
      }
    }
    return choosePerYear(candidates, picks).map((choice): StorySlide => ({ ...choice, image: known.get(choice.assetId)?.image }));
  }, [byYear, ids, faces.data, faces.pendingAt, picks, personId]);

  // The story starts as soon as its first year is known, and only ever grows while later years
  // arrive (the second year's faces are asked for while the first slide shows): a changed pick whose faces are on their way keeps the slides
  // shown until they are here.
  const settled = !!byYear && !faces.pending;
  const [kept, setKept] = useState<StorySlide[]>(slides);
  if (slides !== kept && (settled || slides.length >= kept.length)) setKept(slides);

  let state: ThenAndNowState;
  if (assets.error) state = { status: 'error', error: assets.error, retry: () => void assets.refetch() };
  else if (faces.failed) state = { status: 'error', error: faces.error, retry: faces.retry };
  else if (!byYear || (!settled && kept.length < 1)) state = { status: 'loading' };
  else state = { status: 'ready', slides: kept, byYear, isComplete: settled };
  return { state, picks, setPick };
}
