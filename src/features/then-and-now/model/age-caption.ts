import { ageAt } from '@/lib/age';

/** What a slide's caption says: the year, and the person's age then when it is known. */
export interface SlideCaption {
  year: number;
  /** whole years at the photo's date; absent without a birth date or before it */
  age?: number;
}

/**
 * The caption of a photo taken at `localTime` (wall-clock ms read as UTC) of a person born on
 * `birthDate` (`YYYY-MM-DD`, a calendar date: never read through a time zone).
 */
export function captionOf(birthDate: string | undefined, localTime: number): SlideCaption {
  const at = new Date(localTime);
  const year = at.getUTCFullYear();
  const age = ageAt(birthDate, { year, month: at.getUTCMonth() + 1, day: at.getUTCDate() });
  return age === undefined ? { year } : { year, age };
}
