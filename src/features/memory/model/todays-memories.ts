import type { Memory } from '@/api';
import { localDateAsUtcMidnight } from '@/lib/local-date';

const DAY_MS = 86_400_000;
const HALF_YEAR_MS = 183 * DAY_MS;

/**
 * The instants a memory is shown between: its `showAt`..`hideAt` (v2+). A memory without them
 * (v1.106 and any memory made without a window) is for the day of its `memoryAt`'s month and day in
 * the year nearest `day`, so a memory of 30 December is last December's on 2 January. A memory
 * without any readable date is for every day.
 */
function shownBetween(memory: Pick<Memory, 'showAt' | 'hideAt' | 'memoryAt'>, day: number): [number, number] {
  if (memory.showAt !== undefined || memory.hideAt !== undefined) {
    return [memory.showAt === undefined ? -Infinity : Date.parse(memory.showAt), memory.hideAt === undefined ? Infinity : Date.parse(memory.hideAt)];
  }
  const at = new Date(memory.memoryAt);
  if (Number.isNaN(at.getTime())) return [-Infinity, Infinity];
  const year = new Date(day).getUTCFullYear();
  let start = Date.UTC(year, at.getUTCMonth(), at.getUTCDate());
  if (start - day > HALF_YEAR_MS) start = Date.UTC(year - 1, at.getUTCMonth(), at.getUTCDate());
  else if (day - start > HALF_YEAR_MS) start = Date.UTC(year + 1, at.getUTCMonth(), at.getUTCDate());
  return [start, start + DAY_MS - 1];
}

/** When a memory is shown, seen from the viewer's `today`. */
export type MemoryWhen = 'today' | 'upcoming' | 'past';

/**
 * Whether the memory is for the viewer's `today`, still to come, or past. The day is the instant a
 * server reads from `for=<the local date>` (midnight UTC of it), so this agrees with what the
 * server answers to `for` even when a server ignores it.
 */
export function memoryWhen(memory: Pick<Memory, 'showAt' | 'hideAt' | 'memoryAt'>, today: Date): MemoryWhen {
  const day = localDateAsUtcMidnight(today);
  const [from, to] = shownBetween(memory, day);
  if (day < from) return 'upcoming';
  return day <= to ? 'today' : 'past';
}

/** The memory is for the viewer's local day `today` (see {@link memoryWhen}). */
export function isForToday(memory: Pick<Memory, 'showAt' | 'hideAt' | 'memoryAt'>, today: Date): boolean {
  return memoryWhen(memory, today) === 'today';
}

/** Newest `memoryAt` first. */
export const newestMemoryFirst = (a: Pick<Memory, 'memoryAt'>, b: Pick<Memory, 'memoryAt'>) => b.memoryAt.localeCompare(a.memoryAt);

/**
 * The memories the home strip shows and "next memory" walks, in that order: today's (see
 * {@link isForToday}), with at least one photo, newest `memoryAt` first.
 */
export function todaysMemories<M extends Pick<Memory, 'showAt' | 'hideAt' | 'memoryAt'> & { assets: readonly unknown[] }>(memories: readonly M[], today: Date): M[] {
  return memories.filter((memory) => memory.assets.length > 0 && isForToday(memory, today)).sort(newestMemoryFirst);
}

/** How many of today's cards on the memories page load their covers at once (the first on screen). */
export const TODAY_FIRST_COVERS = 8;
