import { FOUND_TWICE, PEOPLE, type Place } from './catalog';
import type { PlannedAsset } from './plan-types';

/**
 * The one rule of who can be in a photo, and how old they are in it. Every path that puts a named
 * face on a planned asset (the photo factory, video casts, the person found twice) asks `bornBy`.
 */

const MINUTE = 60_000;
const YEAR = 365.2425 * 86_400_000;

/** `YYYY-MM-DD` of a UTC instant (ms). */
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The wall-clock day a planned asset was taken on, as the database stores `local_date_time`
 * (the place's time with EXIF; without EXIF the server knows only the instant, so UTC).
 */
export const localDay = (a: PlannedAsset): string => dayOf(a.exif ? a.takenMs + a.place.offset * MINUTE : a.takenMs);

/** A person's birth date (`YYYY-MM-DD`), or null; the person found twice is born when its original was. */
export function birthDateOf(key: string): string | null {
  const base = key === FOUND_TWICE.key ? FOUND_TWICE.of : key;
  return PEOPLE.find((p) => p.key === base)?.birthDate ?? null;
}

/**
 * Whether the person `key` was born by a photo taken at `takenMs` (UTC) at `place`: on or after
 * their birth date both in the place's wall-clock day and in UTC, so no reading of the photo's
 * date (with EXIF or without) puts them in it before they were born. No birth date: always.
 */
export function bornBy(key: string, takenMs: number, place: Place): boolean {
  const birthDate = birthDateOf(key);
  return !birthDate || birthDate <= dayOf(Math.min(takenMs, takenMs + place.offset * MINUTE));
}

/** Age in years (fractional) at `takenMs` (UTC) at `place` of someone born on `birthDate` (`YYYY-MM-DD`). */
export function ageAt(birthDate: string, takenMs: number, place: Place): number {
  return (takenMs + place.offset * MINUTE - Date.parse(`${birthDate}T00:00:00Z`)) / YEAR;
}

/** Each face's age when the photo was taken: null for a face without a birth date (drawn as an adult). */
export function agesOf(keys: readonly (string | null)[], takenMs: number, place: Place): (number | null)[] {
  return keys.map((key) => {
    const birthDate = key ? birthDateOf(key) : null;
    return birthDate ? Math.max(0, ageAt(birthDate, takenMs, place)) : null;
  });
}
