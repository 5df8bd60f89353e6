import type { Memory, MemoryHistoryPage } from '@/api';
import { memoryWhen, newestMemoryFirst } from './todays-memories';

/** A memory with something to play. */
const playable = (memory: Memory) => memory.assets.length > 0;

/** The saved memories that have photos, newest first. */
export function savedMemories(saved: readonly Memory[]): Memory[] {
  return saved.filter((m) => m.isSaved && playable(m)).sort(newestMemoryFirst);
}

/**
 * The memories page's "Past": every memory with photos whose day is over, saved or not (a saved one
 * is also under "Saved"), newest `memoryAt` first, each once across the pages.
 */
export function pastMemories(pages: readonly MemoryHistoryPage[] | undefined, today: Date): Memory[] {
  const byId = new Map<string, Memory>();
  for (const page of pages ?? []) for (const m of page.memories) if (!byId.has(m.id)) byId.set(m.id, m);
  return [...byId.values()].filter((m) => playable(m) && memoryWhen(m, today) === 'past').sort(newestMemoryFirst);
}

/** "Coming up": memories with photos still ahead of `today`, soonest first. */
export function upcomingMemories(memories: readonly Memory[], today: Date): Memory[] {
  const shownFrom = (m: Memory) => m.showAt ?? m.memoryAt.slice(4);
  return memories.filter((m) => playable(m) && memoryWhen(m, today) === 'upcoming').sort((a, b) => shownFrom(a).localeCompare(shownFrom(b)));
}

/** Memories under one heading: the year of their photos (`undefined` when unreadable). */
export interface MemoryYear {
  year: number | undefined;
  memories: Memory[];
}

/** Consecutive memories grouped by the year of their `memoryAt` (falling back to `data.year`). */
export function groupByYear(memories: readonly Memory[]): MemoryYear[] {
  const groups: MemoryYear[] = [];
  for (const memory of memories) {
    const parsed = Number(memory.memoryAt.slice(0, 4));
    const year = Number.isInteger(parsed) && parsed > 0 ? parsed : memory.data.year;
    const last = groups.at(-1);
    if (last && last.year === year) last.memories.push(memory);
    else groups.push({ year, memories: [memory] });
  }
  return groups;
}
