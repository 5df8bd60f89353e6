/**
 * "Today" as the viewer's own clock says, in the two forms Immich's `GET /memories?for=` takes.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar date, `YYYY-MM-DD` (what v2 and v3.0.3+ take). */
export function localDate(now: Date): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The local date-time with its UTC offset, `YYYY-MM-DDTHH:mm:ss.sss+HH:MM` (what v3.0.0-3.0.2 take). */
export function localDateTime(now: Date): string {
  const offset = -now.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}.${pad(now.getMilliseconds(), 3)}`;
  return `${localDate(now)}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The instant a server reads from `for=YYYY-MM-DD`: midnight UTC of the viewer's local date. A
 * memory is for that day when its `showAt`..`hideAt` covers this instant.
 */
export function localDateAsUtcMidnight(now: Date): number {
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
}

/**
 * The cookie in which the browser tells its own server the reader's IANA time zone (no secret: it
 * names a zone, not a person), so that the HTML of the memories page can hint the reader's day's
 * memories (ADR 115). Written by index.html's first script (`rememberTimeZone`).
 */
export const TIME_ZONE_COOKIE = 'keepsake_tz';

/**
 * A `Date` whose local fields (`getFullYear`, `getMonth`, `getDate`) are the wall-clock date in
 * `timeZone` at `now`, for `localDate` and its kin run where the reader is not (the server);
 * `undefined` for a zone `Intl` does not know.
 */
export function wallClockDateIn(timeZone: string, now: Date): Date | undefined {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  } catch {
    return undefined;
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  // (noon: the same date in any zone the server runs in, whatever its daylight saving)
  return [year, month, day].every(Number.isInteger) ? new Date(year, month - 1, day, 12) : undefined;
}
