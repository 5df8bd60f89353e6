import type { Rng } from '../lib/prng';
import { localDay } from './ages';
import { PEOPLE, PLACES } from './catalog';
import type { PhotoFactory } from './photo-factory';
import type { PlannedAsset, PlannedMemory, SeedSize } from './plan-types';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** At most this many photos in a birthday memory (Immich PR #30831). */
export const BIRTHDAY_LIMIT = 25;
/** A birthday memory is shown on the days before the birthday (Immich PR #30831). */
export const BIRTHDAY_LEAD_DAYS = 3;

/** How many past birthdays of each person get photos, and how many photos each. */
const BIRTHDAY_PHOTOS = { full: { birthdays: 4, photos: 2 }, small: { birthdays: 2, photos: 1 } } as const;

/** Immich's display window: from the first day's start to the last day's end (UTC). */
export function shownOnDay(firstMs: number, lastMs = firstMs): { showAt: string; hideAt: string } {
  const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
  return { showAt: `${day(firstMs)}T00:00:00.000Z`, hideAt: `${day(lastMs)}T23:59:59.999Z` };
}

/** The person's birthday in `year` (00:00 UTC). */
const birthdayIn = (birthDate: string, year: number): number => Date.UTC(year, Number(birthDate.slice(5, 7)) - 1, Number(birthDate.slice(8, 10)));

/**
 * Immich's choice of a birthday memory's photos (PR #30831): with fewer than 25 birthdays that have
 * photos, 25 split evenly across those years; otherwise one photo from each of 25 random birthdays.
 * Newest to oldest. `photos` are the person's photos taken on a birthday.
 */
export function pickBirthdayPhotos(rng: Rng, photos: readonly PlannedAsset[], limit = BIRTHDAY_LIMIT): PlannedAsset[] {
  const byYear = new Map<string, PlannedAsset[]>();
  for (const a of [...photos].sort((x, y) => y.takenMs - x.takenMs)) {
    const year = localDay(a).slice(0, 4);
    byYear.set(year, [...(byYear.get(year) ?? []), a]);
  }
  const years = [...byYear.values()];
  const picked = years.length < limit ? years.flatMap((list) => list.slice(0, Math.floor(limit / years.length))) : rng.shuffle(years).slice(0, limit).map((list) => rng.pick(list));
  return picked.sort((x, y) => y.takenMs - x.takenMs);
}

/**
 * Birthday memories for everyone with a birth date and photos: photos taken at home on past
 * birthdays, then for each person the memory of their next birthday after `todayMs` (shown on the
 * three days before it: today or coming up) and last year's (its window long past; saved, as only
 * saved memories outlive Immich's 30-day clean-up). A person without photos (Felix) gets none, as
 * Immich makes no memory without assets.
 */
export function planBirthdays(rng: Rng, factory: PhotoFactory, assets: PlannedAsset[], todayMs: number, size: SeedSize): PlannedMemory[] {
  const cfg = BIRTHDAY_PHOTOS[size];
  const thisYear = new Date(todayMs).getUTCFullYear();
  const memories: PlannedMemory[] = [];
  for (const p of PEOPLE) {
    // people who appear in photos (a weight, or photos already); Felix appears in none
    if (!p.birthDate || (p.weight === 0 && !assets.some((a) => a.faceKeys.includes(p.key)))) continue;
    const birthYear = Number(p.birthDate.slice(0, 4));
    const next = [thisYear, thisYear + 1].map((y) => birthdayIn(p.birthDate!, y)).find((ms) => ms > todayMs)!;
    const nextYear = new Date(next).getUTCFullYear();
    for (let k = 1; k <= cfg.birthdays; k++) {
      const year = nextYear - k;
      const dayMs = birthdayIn(p.birthDate, year);
      if (year <= birthYear || year < thisYear - 11 || dayMs >= todayMs) continue;
      for (let n = 0; n < cfg.photos; n++) {
        const localMs = dayMs + (14 + 2 * n) * HOUR + rng.int(0, 55) * 60_000;
        assets.push(factory.photo({ id: rng.uuid(), owner: 'demo', place: PLACES.home!, localMs, faces: [p.key], noExif: false }));
      }
    }
    const mine = assets.filter((a) => a.faceKeys.includes(p.key) && !a.isArchived && !a.isTrashed && localDay(a).slice(5) === p.birthDate!.slice(5));
    for (const birthday of [next, birthdayIn(p.birthDate, nextYear - 1)]) {
      const window = shownOnDay(birthday - BIRTHDAY_LEAD_DAYS * DAY, birthday - DAY);
      const photos = pickBirthdayPhotos(rng, mine.filter((a) => localDay(a) < window.showAt.slice(0, 10)));
      if (photos.length === 0) continue;
      const past = birthday < next;
      memories.push({
        id: rng.uuid(), type: 'birthday', year: new Date(birthday).getUTCFullYear(), personKey: p.key, memoryAt: new Date(birthday).toISOString(), ...window,
        isSaved: past, ...(past ? { createdAt: window.showAt } : {}), assetIds: photos.map((a) => a.id),
      });
    }
  }
  return memories;
}

/**
 * One memory of a kind Keepsake does not know (`trip`, `data: {year}`): the demo user's first
 * photos of the cabin weekend, shown four days before `todayMs`. It exists so the app's handling
 * of unknown kinds can be tried against the service (ADR 100).
 */
export function planTripMemory(rng: Rng, photos: readonly PlannedAsset[], todayMs: number): PlannedMemory {
  const chosen = photos.slice(0, 6);
  const first = Date.parse(`${localDay(chosen[0]!)}T00:00:00.000Z`);
  return { id: rng.uuid(), type: 'trip', year: new Date(first).getUTCFullYear(), memoryAt: new Date(first).toISOString(), ...shownOnDay(todayMs - 4 * DAY), isSaved: false, assetIds: chosen.map((a) => a.id) };
}
