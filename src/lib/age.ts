/**
 * Whole years between a birth date ("YYYY-MM-DD", a calendar date) and a wall-clock date. Both
 * are read as calendar dates, never shifted by the viewer's time zone. `undefined` when the birth
 * date is missing or unreadable, or lies after `at` (a photo from before someone was born).
 */
export function ageAt(birthDate: string | undefined, at: { year: number; month: number; day: number }): number | undefined {
  const birth = parseCalendarDate(birthDate);
  if (!birth) return undefined;
  let age = at.year - birth.year;
  if (at.month < birth.month || (at.month === birth.month && at.day < birth.day)) age--;
  return age >= 0 ? age : undefined;
}

/** "1990-04-15" (or a full ISO timestamp, whose date part is taken as written) -> parts. */
export function parseCalendarDate(value: string | undefined): { year: number; month: number; day: number } | undefined {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return { year, month, day };
}

/** Today as a calendar date in the viewer's own time zone. */
export function today(now: Date = new Date()): { year: number; month: number; day: number } {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}
