import type { Memory } from '@/api';
import { localDateAsUtcMidnight } from '@/lib/local-date';

/**
 * The memory is for the viewer's `today`: its `showAt`..`hideAt` (v2+, the day it belongs to)
 * covers the instant a server reads from `for=<today's local date>`, so the strip agrees with
 * what the server answers to `for` even when a server ignores it. A memory without those bounds
 * (v1.106, whose list holds only today's) is kept.
 */
export function isForToday(memory: Pick<Memory, 'showAt' | 'hideAt'>, today: Date): boolean {
  const day = localDateAsUtcMidnight(today);
  const from = memory.showAt === undefined ? -Infinity : Date.parse(memory.showAt);
  const to = memory.hideAt === undefined ? Infinity : Date.parse(memory.hideAt);
  return from <= day && day <= to;
}

/**
 * The memories the home strip shows and "next memory" walks, in that order: today's (see
 * {@link isForToday}), with at least one photo, newest `memoryAt` first.
 */
export function todaysMemories(memories: readonly Memory[], today: Date): Memory[] {
  return memories
    .filter((memory) => memory.assets.length > 0 && isForToday(memory, today))
    .sort((a, b) => b.memoryAt.localeCompare(a.memoryAt));
}
