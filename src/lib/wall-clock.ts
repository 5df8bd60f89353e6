/**
 * Wall-clock timestamps: Immich writes `localDateTime` as the time on the camera's clock with a
 * `Z` suffix that does NOT mean UTC. Formatting it in the browser's zone would shift the day or
 * hour, so we format it in UTC, which prints the digits as written.
 */
import { dateTimeFormat } from './intl-formats';

function parse(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "22 November 2024"-style date (in `locale`: pass the reader's `formatLocale`) of a wall-clock ISO string; `undefined` if bad. */
export function formatWallClockDate(iso: string, locale?: string): string | undefined {
  const date = parse(iso);
  if (!date) return undefined;
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Date and time ("22 November 2024 at 08:00") of a wall-clock ISO string; `undefined` if bad. */
export function formatWallClockDateTime(iso: string, locale?: string): string | undefined {
  const date = parse(iso);
  if (!date) return undefined;
  return dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * Short date and time ("Jun 3, 2021, 10:00 AM", "03.06.2021, 10:00") of a wall-clock ISO string or
 * its time value, for a grid tile's name; `undefined` if bad.
 */
export function formatWallClockShort(wallClock: string | number, locale: string): string | undefined {
  const date = typeof wallClock === 'number' ? new Date(wallClock) : parse(wallClock);
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

/** A year as the reader's language writes one ("2024", "2024年", "٢٠٢٤"). */
export function formatYear(year: number, locale?: string): string {
  return dateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, 6, 1));
}

/** Compares two wall-clock ISO strings for sorting (oldest first); unreadable ones sort last. */
export function compareWallClock(a: string, b: string): number {
  const ta = parse(a)?.getTime() ?? Number.POSITIVE_INFINITY;
  const tb = parse(b)?.getTime() ?? Number.POSITIVE_INFINITY;
  if (ta === tb) return 0;
  return ta < tb ? -1 : 1;
}
