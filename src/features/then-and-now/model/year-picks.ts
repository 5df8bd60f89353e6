import { webStorage } from '@/lib/web-storage';

/** The user's photo per year (year -> asset id), kept on this device per person. */
export type YearPicks = Readonly<Record<number, string>>;

/** The `localStorage` key of a person's picks. */
export const yearPicksKey = (personId: string) => `keepsake.then-and-now.${personId}`;

/**
 * The picks stored for `personId` (none when nothing is stored or it is not readable). Pure of
 * React: index.html's first script reads them too, to draw the story's first slide (ADR 113).
 */
export function readYearPicks(personId: string): YearPicks {
  try {
    const raw: unknown = JSON.parse(webStorage('localStorage')?.getItem(yearPicksKey(personId)) ?? '{}');
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
    const picks: Record<number, string> = {};
    for (const [year, id] of Object.entries(raw)) if (/^\d{4}$/.test(year) && typeof id === 'string') picks[Number(year)] = id;
    return picks;
  } catch {
    return {};
  }
}
