import type { Rng } from '../lib/prng';
import type { Framing } from '../media/types';
import { agesOf, bornBy, localDay } from './ages';
import { PEOPLE, PLACES } from './catalog';
import type { PhotoFactory } from './photo-factory';
import type { PlannedAsset, PlannedMemory, SeedSize } from './plan-types';

/**
 * "Then and Now" material: people photographed in every year they are in the library, several
 * photos a year, framed in every way a view that lines their faces up must handle (large and
 * centred, small in a corner, at an edge, cut by one, among others or alone; upright and turned).
 */

/** Who grows up in the library, per size: a child from birth to ten, an adult, a grandmother. */
export const GROWING_UP: Record<SeedSize, readonly string[]> = { full: ['ella', 'sam', 'june'], small: [] };
/** The library reaches back this many years before this one (its oldest memories). */
export const LIBRARY_YEARS = 12;
/** Framed photos of each person a year, at least and at most. */
export const PER_YEAR = [2, 4] as const;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** How a framed photo shows its person. `clean`: the year's first, a face well inside the picture. */
type Kind = 'clean' | 'large' | 'corner' | 'edge' | 'cut' | 'natural';
const CYCLE: readonly Kind[] = ['large', 'corner', 'natural', 'edge'];

function framing(kind: Exclude<Kind, 'natural'>, rng: Rng): Framing {
  switch (kind) {
    case 'clean':
      return { cx: rng.range(0.35, 0.65), cy: rng.range(0.3, 0.42), size: rng.range(0.15, 0.22) };
    case 'large':
      return { cx: rng.range(0.45, 0.55), cy: rng.range(0.34, 0.42), size: rng.range(0.32, 0.4) };
    case 'corner':
      return { cx: rng.pick([0.08, 0.92]), cy: rng.pick([0.1, 0.16, 0.8]), size: rng.range(0.06, 0.09) };
    case 'edge': {
      // asked beyond the border: the renderer keeps it a few pixels inside
      const side = rng.int(0, 2);
      const size = rng.range(0.12, 0.2);
      return side === 2 ? { cx: rng.range(0.3, 0.7), cy: 0, size } : { cx: side, cy: rng.range(0.25, 0.45), size };
    }
    case 'cut':
      return { cx: rng.pick([0.01, 0.99]), cy: rng.range(0.3, 0.42), size: rng.range(0.18, 0.24), cut: true };
  }
}

/** Moves `key`'s face to the front (the renderer frames the first face), or adds it there. */
function putFirst(a: PlannedAsset, key: string): void {
  const photo = a.photo!;
  const i = a.faceKeys.indexOf(key);
  const look = PEOPLE.find((p) => p.key === key)!.look;
  const keys = i < 0 ? a.faceKeys : a.faceKeys.filter((_, k) => k !== i);
  const looks = i < 0 ? photo.faces : photo.faces.filter((_, k) => k !== i);
  a.faceKeys = [key, ...keys];
  a.photo = { ...photo, faces: [look, ...looks], ages: agesOf(a.faceKeys, a.takenMs, a.place) };
}

/**
 * Frames `key`'s photos of every year from their birth (or the library's first year) to this
 * one: their own photos of the year first (fewest faces first), then they join photos of the
 * year with few people (who stay), and where a year has too few, new photos at home. Drawn after
 * the rest of the library with random numbers of its own; changes and adds to `assets` in place.
 */
export function planGrowingUp(rng: Rng, factory: PhotoFactory, assets: PlannedAsset[], memories: readonly PlannedMemory[], todayMs: number, size: SeedSize): void {
  const inMemories = new Set(memories.flatMap((m) => m.assetIds));
  const thisYear = new Date(todayMs).getUTCFullYear();
  const framed = new Set<PlannedAsset>();
  // a memory's photos may be framed around someone already in them, but nobody joins them
  const usable = (a: PlannedAsset, key: string, year: number): boolean =>
    a.owner === 'demo' && !!a.photo && !a.isArchived && !a.isTrashed && !a.stack && (!inMemories.has(a.id) || a.faceKeys.includes(key)) && !framed.has(a)
    && a.takenMs < todayMs - DAY && localDay(a).startsWith(`${year}-`) && bornBy(key, a.takenMs, a.place);
  const fewestFirst = (x: PlannedAsset, y: PlannedAsset): number => x.faceKeys.length - y.faceKeys.length || x.takenMs - y.takenMs;
  const newPhoto = (key: string, year: number): PlannedAsset | undefined => {
    const born = Date.parse(`${PEOPLE.find((p) => p.key === key)!.birthDate}T00:00:00Z`);
    const from = Math.max(Date.UTC(year, 0, 1), born + 20 * DAY);
    const to = Math.min(Date.UTC(year, 11, 31), todayMs - 3 * DAY);
    if (to < from) return undefined;
    const day = from + Math.floor(rng.next() * ((to - from) / DAY)) * DAY;
    const a = factory.photo({ id: rng.uuid(), owner: 'demo', place: PLACES.home!, localMs: day + rng.int(10, 17) * HOUR + rng.int(0, 59) * 60_000, faces: [key], noExif: false });
    assets.push(a);
    return a;
  };

  for (const key of GROWING_UP[size]) {
    const birthYear = Number(PEOPLE.find((p) => p.key === key)!.birthDate!.slice(0, 4));
    const series: PlannedAsset[][] = [];
    for (let year = Math.max(birthYear, thisYear - LIBRARY_YEARS); year <= thisYear; year++) {
      const target = rng.int(...PER_YEAR);
      const inYear = assets.filter((a) => usable(a, key, year)).sort(fewestFirst);
      const chosen = inYear.filter((a) => a.faceKeys.includes(key)).slice(0, target);
      for (const host of inYear.filter((a) => !a.faceKeys.includes(key) && a.faceKeys.length < 4 && !inMemories.has(a.id))) if (chosen.length < target) chosen.push(host);
      // a year with too few photos gets the fewest new ones
      while (chosen.length < PER_YEAR[0]) {
        const added = newPhoto(key, year);
        if (!added) break;
        chosen.push(added);
      }
      chosen.forEach((a) => framed.add(a));
      if (chosen.length > 0) series.push(chosen);
    }
    // someone framed alone at least once
    if (!series.flat().some((a) => a.faceKeys.every((k) => k === key))) {
      const alone = newPhoto(key, thisYear);
      if (alone) series.at(-1)?.push(alone);
    }
    frameSeries(series, key, rng);
  }
}

/** Each year's first photo `clean`, the others in turn through the other kinds; one cut mid-way; some turned. */
function frameSeries(series: PlannedAsset[][], key: string, rng: Rng): void {
  const cutYear = series.findIndex((list, i) => i >= series.length / 2 && list.length >= 2);
  let turn = 0;
  let k = 0;
  series.forEach((list, y) => list.forEach((a, i) => {
    putFirst(a, key);
    const kind: Kind = i === 0 ? 'clean' : y === cutYear && i === 1 ? 'cut' : CYCLE[k++ % CYCLE.length]!;
    const photo = a.photo!;
    const shape = kind === 'large' ? { width: 1200, height: 1600 } : kind === 'corner' ? { width: 1920, height: 1080 } : {};
    const orientation = photo.exif && ++turn % 3 === 0 ? ([6, 8, 3] as const)[(turn / 3) % 3]! : photo.orientation;
    a.photo = { ...photo, ...shape, orientation, ...(kind === 'natural' ? {} : { subject: framing(kind, rng) }) };
  }));
}
