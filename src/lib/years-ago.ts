/**
 * "N years ago" for a memory. Real servers set `memoryAt` to the memory's day in the photos' own
 * year, so N is the distance from that day to today rounded to the nearest whole year: a memory of
 * 31 December seen on 2 January is 5 years old, not 6 (plain `thisYear - data.year` is off by one
 * across New Year).
 */

const msPerDay = 86_400_000;
/** Mean Gregorian year in days: leap days never tip a whole-year count either way. */
const daysPerYear = 365.2425;

/** Calendar day number of a wall-clock date (its Y-M-D read in UTC, never shifted). */
function utcDayNumber(year: number, monthIndex: number, day: number): number {
  return Math.floor(Date.UTC(year, monthIndex, day) / msPerDay);
}

/**
 * Whole years from the memory's day to `today`, rounded to the nearest year.
 * @param memoryAt ISO timestamp; only its UTC calendar day counts (servers send midnight UTC).
 * @param today the viewer's "now"; its local calendar day counts (what the viewer calls today).
 * @returns the number of years, or `undefined` when `memoryAt` is not a date.
 */
export function yearsAgo(memoryAt: string, today: Date = new Date()): number | undefined {
  const at = new Date(memoryAt);
  if (Number.isNaN(at.getTime())) return undefined;
  const from = utcDayNumber(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const to = utcDayNumber(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((to - from) / daysPerYear);
}

/**
 * Whole years back for a memory's title ("3 years ago"), from `memoryAt`, else from `data.year` when
 * the date is bad; `undefined` when neither says (the title is then "A memory"). Never below 0.
 */
export function memoryYearsAgo(memoryAt: string, year: number | undefined, today: Date = new Date()): number | undefined {
  const years = yearsAgo(memoryAt, today) ?? (year === undefined ? undefined : today.getFullYear() - year);
  return years === undefined ? undefined : Math.max(0, years);
}
