import { useCallback, useState } from 'react';
import { webStorage } from '@/lib/web-storage';
import { readYearPicks as read, yearPicksKey as keyOf, type YearPicks } from './model/year-picks';

export type { YearPicks } from './model/year-picks';

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
