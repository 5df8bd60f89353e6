import { dateTimeFormat, relativeTimeFormat } from './intl-formats';

/**
 * Relative time in words ("5 minutes ago") for activity items, in the reader's locale.
 * Pure: the caller passes `now` so a ticking hook can re-render without this module keeping state
 * (beyond one formatter per locale, reused by every item of a list).
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
const MONTH_MS = 30 * DAY_MS;
const YEAR_MS = 365 * DAY_MS;

/** Ordered largest first; the first unit the distance reaches is the one shown. */
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', YEAR_MS],
  ['month', MONTH_MS],
  ['week', WEEK_MS],
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
];


/**
 * "just now", "5 minutes ago", "yesterday", "in 2 hours" (clock skew can put a server time in the future).
 * @param date the moment (UTC instant) to describe
 * @param now the current instant, ms since epoch
 * @param locale the reader's formatting locale (BCP 47), e.g. `formatLocale` of `useI18n()`
 */
export function formatRelativeTime(date: Date, now: number, locale: string): string {
  const diffMs = date.getTime() - now;
  const distance = Math.abs(diffMs);
  const rtf = relativeTimeFormat(locale, { numeric: 'auto' });
  // Under a minute either way reads as "now": seconds that tick away would only distract.
  if (distance < MINUTE_MS) return rtf.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (distance >= size) return rtf.format(Math.trunc(diffMs / size), unit);
  }
  return rtf.format(0, 'second');
}

/** The full date and time for a tooltip and for screen readers, e.g. "Saturday, 22 November 2025 at 16:40". */
export function formatFullDateTime(date: Date, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}

/** Milliseconds until the relative text can next change; ticking once a minute is enough for every unit shown. */
export const RELATIVE_TIME_TICK_MS = MINUTE_MS;
