import { useQuery } from '@tanstack/react-query';
import { memoryQueries, type Memory } from '@/api';

/** The memories before and after this one, when the list is readable. */
export interface MemoryNeighbours {
  previousId: string | undefined;
  nextId: string | undefined;
}

/** Newest `memoryAt` first, empty memories left out (the home strip's order). */
export function storyOrder(memories: readonly Memory[]): Memory[] {
  return memories.filter((m) => m.assets.length > 0).sort((a, b) => b.memoryAt.localeCompare(a.memoryAt));
}

/**
 * Previous/next memory from `GET /memories`. That list answers 500 on some real servers (Immich
 * before ~v1.109): then there is simply no memory-to-memory navigation, and nothing is shown.
 * `enabled: false` holds the request back (until the first photo is on screen).
 */
export function useMemoryNeighbours(memoryId: string, enabled = true): MemoryNeighbours {
  const list = useQuery({ ...memoryQueries.list(), retry: false, enabled });
  const ordered = list.data ? storyOrder(list.data) : [];
  const at = ordered.findIndex((m) => m.id === memoryId);
  if (at < 0) return { previousId: undefined, nextId: undefined };
  return { previousId: ordered[at - 1]?.id, nextId: ordered[at + 1]?.id };
}
