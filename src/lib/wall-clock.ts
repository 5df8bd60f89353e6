/**
 * Wall-clock timestamps: Immich writes `localDateTime` as the time on the camera's clock with a
 * `Z` suffix that does NOT mean UTC. Formatting it in the browser's zone would shift the day or
 * hour, so we format it in UTC, which prints the digits as written.
 */

function parse(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "22 November 2024"-style date (locale order) of a wall-clock ISO string; `undefined` if bad. */
export function formatWallClockDate(iso: string, locale?: string): string | undefined {
  const date = parse(iso);
  if (!date) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Date and time ("22 November 2024 at 08:00") of a wall-clock ISO string; `undefined` if bad. */
export function formatWallClockDateTime(iso: string, locale?: string): string | undefined {
  const date = parse(iso);
  if (!date) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

/** Compares two wall-clock ISO strings for sorting (oldest first); unreadable ones sort last. */
export function compareWallClock(a: string, b: string): number {
  const ta = parse(a)?.getTime() ?? Number.POSITIVE_INFINITY;
  const tb = parse(b)?.getTime() ?? Number.POSITIVE_INFINITY;
  if (ta === tb) return 0;
  return ta < tb ? -1 : 1;
}
