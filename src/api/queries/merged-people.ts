import { webStorage } from '@/lib/web-storage';

/*
 * Who was merged into whom during this tab's life: a merged person's old page says where they went
 * instead of "not found". Apart from the merge itself (people-cache.ts), so that the person page
 * reads it without loading the editing code.
 */

const MERGED_KEY = 'keepsake.people.merged';

function readMerged(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(webStorage('sessionStorage')?.getItem(MERGED_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The person `id` was merged into during this tab's life (a merged person's old page says so), or `undefined`. */
export function mergedInto(id: string): string | undefined {
  const kept = readMerged()[id];
  return typeof kept === 'string' ? kept : undefined;
}

/** Remembers `mergedIds` as merged into `keptId`; a full or denied storage forgets (the old pages then say "not found"). */
export function rememberMerged(keptId: string, mergedIds: readonly string[]): void {
  try {
    webStorage('sessionStorage')?.setItem(MERGED_KEY, JSON.stringify({ ...readMerged(), ...Object.fromEntries(mergedIds.map((id) => [id, keptId])) }));
  } catch {
    // (a full or denied storage: nothing to do but forget)
  }
}
