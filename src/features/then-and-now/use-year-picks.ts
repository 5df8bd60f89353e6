import { useCallback, useState } from 'react';
import { webStorage } from '@/lib/web-storage';

/** The user's photo per year (year -> asset id), kept on this device per person. */
export type YearPicks = Readonly<Record<number, string>>;

const keyOf = (personId: string) => `keepsake.then-and-now.${personId}`;

function read(personId: string): YearPicks {
  try {
    const raw: unknown = JSON.parse(webStorage('localStorage')?.getItem(keyOf(personId)) ?? '{}');
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
    const picks: Record<number, string> = {};
    for (const [year, id] of Object.entries(raw)) if (/^\d{4}$/.test(year) && typeof id === 'string') picks[Number(year)] = id;
    return picks;
  } catch {
    return {};
  }
}

/**
 * The photos the user chose for some years of a person's story, remembered in `localStorage`
 * (nothing secret: asset ids), and `setPick(year, undefined)` to go back to the automatic choice.
 */
export function useYearPicks(personId: string): [YearPicks, (year: number, assetId: string | undefined) => void] {
  const [picks, setPicks] = useState<YearPicks>(() => read(personId));
  const setPick = useCallback(
    (year: number, assetId: string | undefined) => {
      setPicks((old) => {
        const next: Record<number, string> = { ...old };
        if (assetId) next[year] = assetId;
        else delete next[year];
        try {
          webStorage('localStorage')?.setItem(keyOf(personId), JSON.stringify(next));
        } catch {
          // full or refused: the pick holds until the page is left
        }
        return next;
      });
    },
    [personId],
  );
  return [picks, setPick];
}
