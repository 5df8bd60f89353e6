import { infiniteQueryOptions, isCancelledError, queryOptions, type QueryClient } from '@tanstack/react-query';
import { localDate } from '@/lib/local-date';
import { apiFetch } from '../client';
import { MEMORY_PAGE_SIZE, memoriesForParam, memoryHistoryParams, savedMemoriesParams } from '../memory-requests';
import { apiUrl, type QueryParams } from '../urls';
import {
  BulkIdResultListSchema,
  MemoryListSchema,
  MemorySchema,
  MemoryStatisticsSchema,
  type BulkIdResult,
  type Memory,
  type UpdateMemoryBody,
} from '../schemas/memory';
import { serverCapabilities } from './server';
import { byStoryOrder } from '../story-order';

const seg = encodeURIComponent;

/** How many days ahead "coming up" looks (servers make memories a few days ahead). */
export const UPCOMING_DAYS = 7;

/** A memory's assets in story order (`byStoryOrder`). */
function sortAssets(memory: Memory): Memory {
  return { ...memory, assets: [...memory.assets].sort(byStoryOrder) };
}

/** Newest `memoryAt` first (a stable order for lists the server may not order). */
const newestFirst = (a: Memory, b: Memory) => b.memoryAt.localeCompare(a.memoryAt) || a.id.localeCompare(b.id);

/**
 * `GET /memories?<query>`, each memory's assets in story order. Where the query is today's own
 * (a server that answers every memory whatever it is asked, v1.x: the saved ones, the history and
 * the days ahead are all `GET /memories`), the answer is today's query's (`list()`), so a page
 * that shows several of them asks once, not once each.
 */
async function memoriesAsked(client: QueryClient, query: QueryParams, signal: AbortSignal): Promise<readonly Memory[]> {
  const { memoriesFor } = await serverCapabilities(client);
  if (apiUrl('/memories', query) === apiUrl('/memories', memoriesForParam(memoriesFor, new Date()))) return todaysList(client, signal);
  return (await apiFetch('/memories', { query, schema: MemoryListSchema, signal })).map(sortAssets);
}

/** How many times another query asks for today's list when its fetch was cancelled under it. */
const TODAYS_LIST_ATTEMPTS = 3;

/**
 * Today's query's answer, for another query. That query's fetch is cancelled when the last view
 * reading it goes (the home page's, on the way to the memories page): its cancellation is not this
 * query's, which would otherwise keep it as its own end and never settle. It asks again then.
 */
async function todaysList(client: QueryClient, signal: AbortSignal): Promise<readonly Memory[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.fetchQuery(memoryQueries.list());
    } catch (error) {
      if (!isCancelledError(error) || signal.aborted || attempt === TODAYS_LIST_ATTEMPTS) throw error;
    }
  }
}

/** One page of the memory history; `next` is the page after it, if the server has more. */
export interface MemoryHistoryPage {
  memories: Memory[];
  next: number | undefined;
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
   * that ignores `for` answers every stored memory: views keep those for today (`isForDay`).
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
   * The memories of another local day (`YYYY-MM-DD`), asked as `list()` asks for today's: the days
   * ahead ("coming up") and a frame's past days. Views keep those for that day (`isForDay`).
   */
  onDay: (day: string) =>
    queryOptions({
      queryKey: [...memoryQueries.all(), 'day', day] as const,
      queryFn: async ({ signal, client }) => {
        const { memoriesFor } = await serverCapabilities(client);
        const [year, month, date] = day.split('-').map(Number);
        const noon = new Date(year!, month! - 1, date, 12);
        const memories = await apiFetch('/memories', { query: memoriesForParam(memoriesFor, noon), schema: MemoryListSchema, signal });
        return memories.map(sortAssets);
      },
    }),
  /**
   * The memories of the `days` local days after `today` ("coming up"): one `for=<day>` request per
   * day, in parallel, where the server takes `for`; the whole list where it does not (v1.106).
   * Views keep those still ahead (`memoryWhen`).
   */
  upcoming: (today: Date, days = UPCOMING_DAYS) =>
    queryOptions({
      queryKey: [...memoryQueries.all(), 'upcoming', localDate(today), days] as const,
      queryFn: async ({ signal, client }) => {
        const { memoriesFor } = await serverCapabilities(client);
        const dates = memoriesFor === 'none' ? [today] : Array.from({ length: days }, (_, i) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + i + 1, 12));
        const lists = await Promise.all(dates.map((day) => memoriesAsked(client, memoriesForParam(memoriesFor, day), signal)));
        const byId = new Map(lists.flat().map((m) => [m.id, m]));
        return [...byId.values()].sort(newestFirst);
      },
    }),
  /** The saved memories, newest first: `isSaved=true` where the server takes it (v1.127+), filtered here in any case. */
  saved: () =>
    queryOptions({
      queryKey: [...memoryQueries.all(), 'saved'] as const,
      queryFn: async ({ signal, client }) => {
        const { memorySearch } = await serverCapabilities(client);
        const memories = await memoriesAsked(client, savedMemoriesParams(memorySearch), signal);
        return memories.filter((m) => m.isSaved).sort(newestFirst);
      },
    }),
  /**
   * Every memory, newest `memoryAt` first, in pages (see {@link memoryHistoryParams}). Each page is
   * ordered here too; on servers that page, later pages are older than earlier ones.
   */
  history: () =>
    infiniteQueryOptions({
      queryKey: [...memoryQueries.all(), 'history'] as const,
      initialPageParam: 1,
      queryFn: async ({ signal, client, pageParam }): Promise<MemoryHistoryPage> => {
        const { memorySearch } = await serverCapabilities(client);
        const memories = await memoriesAsked(client, memoryHistoryParams(memorySearch, pageParam), signal);
        const paged = memorySearch === 'paged';
        return { memories: [...memories].sort(newestFirst), next: paged && memories.length >= MEMORY_PAGE_SIZE ? pageParam + 1 : undefined };
      },
      getNextPageParam: (last) => last.next,
    }),
  /**
   * How many memories there are: `GET /memories/statistics` (v1.135+), or `undefined` where the
   * server cannot say (views then count what they loaded).
   */
  count: () =>
    queryOptions({
      queryKey: [...memoryQueries.all(), 'count'] as const,
      queryFn: async ({ signal, client }) => {
        const { hasMemoryStatistics } = await serverCapabilities(client);
        if (!hasMemoryStatistics) return null;
        return (await apiFetch('/memories/statistics', { schema: MemoryStatisticsSchema, signal })).total;
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

/** DELETE /memories/{id} (204): the memory is gone; its photos stay in the library. */
export async function deleteMemory(id: string): Promise<void> {
  await apiFetch(`/memories/${seg(id)}`, { method: 'DELETE' });
}

/**
 * DELETE /memories/{id}/assets: takes photos out of a memory (they stay in the library). Resolves to
 * the ids the server did not remove, with its reason; an id it answers `not_found` for is already
 * out of the memory, which is what was asked, so it counts as removed.
 */
export async function removeMemoryAssets(id: string, assetIds: readonly string[]): Promise<BulkIdResult[]> {
  const results = await apiFetch(`/memories/${seg(id)}/assets`, { method: 'DELETE', body: { ids: assetIds }, schema: BulkIdResultListSchema });
  const answered = new Set(results.map((r) => r.id));
  const missing = assetIds.filter((a) => !answered.has(a)).map((a): BulkIdResult => ({ id: a, success: false, error: 'no answer' }));
  return [...results.filter((r) => !r.success && r.error !== 'not_found'), ...missing];
}
