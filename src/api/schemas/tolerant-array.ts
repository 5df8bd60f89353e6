import { z } from 'zod/mini';
import { formatPath } from './format-path';
import { reportDroppedItems } from './reports';

const MAX_LISTED_ISSUES = 5;

/**
 * A list whose malformed items are dropped, counted and reported once, so one bad item never fails
 * the page (docs/decisions/021-list-tolerance-and-drift.md). The value must still be an array: a
 * non-array is bad data. `where` names the list in reports (e.g. `assets`).
 */
export function tolerantArray<T extends z.ZodMiniType>(item: T, where = '') {
  return z.pipe(z.array(z.unknown()), z.transform((raw: unknown[]): z.output<T>[] => {
    const kept: z.output<T>[] = [];
    const issues: string[] = [];
    raw.forEach((value, index) => {
      const result = item.safeParse(value);
      if (result.success) {
        kept.push(result.data);
        return;
      }
      if (issues.length < MAX_LISTED_ISSUES) {
        const first = result.error.issues[0];
        const at = formatPath([...(where ? [where] : []), index, ...(first?.path ?? [])]);
        issues.push(`${at}: ${first?.message ?? 'invalid'}`);
      }
    });
    const dropped = raw.length - kept.length;
    if (dropped > 0) reportDroppedItems({ path: where, dropped, total: raw.length, issues });
    return kept;
  }));
}
