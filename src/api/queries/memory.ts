import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { MemoryListSchema, MemorySchema, type Memory, type UpdateMemoryBody } from '../schemas/memory';

const seg = encodeURIComponent;

/** Oldest first by wall-clock time (`localDateTime`); servers send memory assets in no fixed order. */
function sortAssets(memory: Memory): Memory {
  const assets = [...memory.assets].sort(
    (a, b) => a.localDateTime.localeCompare(b.localDateTime) || a.id.localeCompare(b.id),
  );
  return { ...memory, assets };
}

/** Memories. `list()` may fail with a 500 on v1.106 servers (a known bug): degrade gracefully. */
export const memoryQueries = {
  /** Key prefix of every memory query, for invalidation. */
  all: () => ['memories'] as const,
  list: () =>
    queryOptions({
      queryKey: [...memoryQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiFetch('/memories', { schema: MemoryListSchema, signal }),
    }),
  /** One memory; its assets sorted oldest first. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...memoryQueries.all(), 'detail', id] as const,
      queryFn: async ({ signal }) =>
        sortAssets(await apiFetch(`/memories/${seg(id)}`, { schema: MemorySchema, signal })),
    }),
};

/** PUT /memories/{id}: mark seen (`seenAt`, ISO date-time) or saved. Resolves to the updated memory. */
export async function updateMemory(id: string, changes: UpdateMemoryBody): Promise<Memory> {
  return sortAssets(
    await apiFetch(`/memories/${seg(id)}`, { method: 'PUT', body: changes, schema: MemorySchema }),
  );
}
