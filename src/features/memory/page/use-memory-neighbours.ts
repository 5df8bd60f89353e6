import { useQuery } from '@tanstack/react-query';
import { memoryQueries } from '@/api';
import { todaysMemories } from '../model/todays-memories';

/** The memories before and after this one, when the list is readable. */
export interface MemoryNeighbours {
  previousId: string | undefined;
  nextId: string | undefined;
}

/**
 * Previous/next memory among today's (the home strip's memories, in its order), from
 * `GET /memories`. That list answers 500 on some real servers (Immich before ~v1.109): then there
 * is simply no memory-to-memory navigation, and nothing is shown. A memory that is not one of
 * today's (opened from an old link) has no neighbours. `enabled: false` holds the request back
 * (until the first photo is on screen).
 */
export function useMemoryNeighbours(memoryId: string, enabled = true, today: Date = new Date()): MemoryNeighbours {
  const list = useQuery({ ...memoryQueries.list(), retry: false, enabled });
  const ordered = list.data ? todaysMemories(list.data, today) : [];
  const at = ordered.findIndex((m) => m.id === memoryId);
  if (at < 0) return { previousId: undefined, nextId: undefined };
  return { previousId: ordered[at - 1]?.id, nextId: ordered[at + 1]?.id };
}
