import { queryOptions } from '@tanstack/react-query';
import { localDate, localDateTime } from '@/lib/local-date';
import type { ServerCapabilities } from '../capabilities';
import { apiFetch, type QueryParams } from '../client';
import { MemoryListSchema, MemorySchema, type Memory, type UpdateMemoryBody } from '../schemas/memory';
import { serverCapabilities } from './server';
import { byStoryOrder } from '../story-order';

const seg = encodeURIComponent;

/** A memory's assets in story order (`byStoryOrder`). */
function sortAssets(memory: Memory): Memory {
  return { ...memory, assets: [...memory.assets].sort(byStoryOrder) };
}

/**
 * The `for` of `GET /memories` that asks for today's memories, on the viewer's own clock: a local
 * date (v2, v3.0.3+), a local date-time with offset (v3.0.0-3.0.2; a date alone is refused), or
 * nothing (v1.106: the list has only today's anyway).
 */
export function memoriesForParam(memoriesFor: ServerCapabilities['memoriesFor'], now: Date): QueryParams {
  if (memoriesFor === 'date') return { for: localDate(now) };
  if (memoriesFor === 'date-time') return { for: localDateTime(now) };
  return {};
}

/**
 * Memories. `list()` may fail with a 500 on v1.106 servers (a known bug): degrade gracefully.
 * Every memory's assets come oldest first (see `sortAssets`).
 */
export const memoryQueries = {
  /** Key prefix of every memory query, for invalidation. */
  all: () => ['memories'] as const,
  /**
   * Today's memories: `GET /memories?for=<today>` in the form the server's version takes. A server
   * that ignores `for` answers every stored memory: views keep those whose `showAt`..`hideAt`
   * covers today.
   */
  list: () =>
    queryOptions({
      queryKey: [...memoryQueries.all(), 'list'] as const,
      queryFn: async ({ signal, client }) => {
        const { memoriesFor } = await serverCapabilities(client);
        const memories = await apiFetch('/memories', { query: memoriesForParam(memoriesFor, new Date()), schema: MemoryListSchema, signal });
        return memories.map(sortAssets);
      },
    }),
  /**
   * One memory; its assets sorted oldest first. Asked at once, beside the server's version (once
   * per session); read once the version is known, so that the fields it removed on purpose are not
   * reported as drift.
   */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...memoryQueries.all(), 'detail', id] as const,
      queryFn: async ({ signal, client }) => {
        const memory = await apiFetch(`/memories/${seg(id)}`, { schema: MemorySchema, signal, parseAfter: serverCapabilities(client) });
        return sortAssets(memory);
      },
    }),
};

/** PUT /memories/{id}: mark seen (`seenAt`, ISO date-time) or saved. Resolves to the updated memory. */
export async function updateMemory(id: string, changes: UpdateMemoryBody): Promise<Memory> {
  return sortAssets(
    await apiFetch(`/memories/${seg(id)}`, { method: 'PUT', body: changes, schema: MemorySchema }),
  );
}
