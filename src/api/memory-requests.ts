import { localDate, localDateTime } from '@/lib/local-date';
import type { ServerCapabilities } from './capabilities';
import { apiUrl, type QueryParams } from './urls';

/*
 * The queries of `GET /memories` per server generation (`capabilities.ts`), kept apart from the
 * query layer's schemas: index.html's first script (`start-deep-link.ts`) asks for the memories
 * page's first answers with them before the app's code has loaded.
 */

/** Memories per page of the history on servers that page it (v3.2+). */
export const MEMORY_PAGE_SIZE = 60;

/**
 * The `for` of `GET /memories` that asks for the memories of the viewer's local day `day`: a local
 * date (v2, v3.0.3+), a local date-time with offset (v3.0.0-3.0.2; a date alone is refused), or
 * nothing (v1.106: it answers every memory; views keep the day's).
 */
export function memoriesForParam(memoriesFor: ServerCapabilities['memoriesFor'], day: Date): QueryParams {
  if (memoriesFor === 'date') return { for: localDate(day) };
  if (memoriesFor === 'date-time') return { for: localDateTime(day) };
  return {};
}

/** The saved memories: `isSaved=true` where the server takes it (v1.127+); older ones answer all. */
export function savedMemoriesParams(search: ServerCapabilities['memorySearch']): QueryParams {
  return search === 'none' ? {} : { isSaved: true };
}

/**
 * The query of one page of the memory history (every memory, newest `memoryAt` first): pages of
 * {@link MEMORY_PAGE_SIZE} where the server pages (v3.2+), else the whole list in one answer,
 * ordered by the server where it can (v2.3+) and always by the query layer.
 */
export function memoryHistoryParams(search: ServerCapabilities['memorySearch'], page: number): QueryParams {
  if (search === 'paged') return { order: 'desc', page, size: MEMORY_PAGE_SIZE };
  if (search === 'ordered') return { order: 'desc' };
  return {};
}

/**
 * The URL of today's memories as the memories page asks for it first, on `today`; none where the
 * query makes it afresh at its own moment (the date-time `for` of v3.0.0-3.0.2, which carries the time).
 */
export function todaysMemoriesUrl(memoriesFor: ServerCapabilities['memoriesFor'], today: Date): string | undefined {
  return memoriesFor === 'date-time' ? undefined : apiUrl('/memories', memoriesForParam(memoriesFor, today));
}

/**
 * The URLs the memories page asks for first, on `today`, in the order its sections come: today's,
 * the saved ones, the history's first page. A URL that the query would make anew at its own
 * moment (the date-time `for` of v3.0.0-3.0.2) is left out, as are repeats (v1.106 asks
 * `GET /memories` for all three).
 */
export function memoriesPageUrls({ memoriesFor, memorySearch }: Pick<ServerCapabilities, 'memoriesFor' | 'memorySearch'>, today: Date): string[] {
  const todays = todaysMemoriesUrl(memoriesFor, today);
  const urls = [
    ...(todays ? [todays] : []),
    apiUrl('/memories', savedMemoriesParams(memorySearch)),
    apiUrl('/memories', memoryHistoryParams(memorySearch, 1)), // (the history's pages count from 1)
  ];
  return [...new Set(urls)];
}
