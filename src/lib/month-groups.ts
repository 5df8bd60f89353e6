import { dateTimeFormat } from './intl-formats';

/**
 * Month groups of a photo grid. A key is `year * 12 + (month - 1)` of the photo's wall-clock
 * date (`localDateTime`, written with a Z but not UTC), read from the string itself so the
 * viewer's time zone never moves a photo into the neighbouring month.
 */

/** "2021-06-03T23:30:00.000Z" -> 2021 * 12 + 5; -1 when unreadable. */
export function monthKeyOf(wallClock: string | undefined): number {
  if (!wallClock || wallClock.length < 7) return -1;
  const year = Number(wallClock.slice(0, 4));
  const month = Number(wallClock.slice(5, 7));
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return -1;
  return year * 12 + (month - 1);
}

/**
 * 2021 * 12 + 5 -> "June 2021" ("Juni 2021", "يونيو ٢٠٢١") in `locale`; -1 (no readable date) ->
 * `unknown`, the caller's words for that.
 */
export function monthLabel(key: number, unknown: string, locale: string): string {
  if (key < 0) return unknown;
  const year = Math.floor(key / 12);
  const month = key % 12;
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month, 1)));
}
