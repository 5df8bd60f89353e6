import { useSearchParams } from 'react-router';

/**
 * The list a memory was opened from, carried in its URL (`?list=saved`) so that a reload or a shared
 * link keeps "previous/next memory" and the end card on the same list: today's (the home strip and
 * the memories page's first section), the saved ones, the past ones, or those coming up.
 */
export type MemoryListName = 'today' | 'saved' | 'past' | 'upcoming';

const NAMES: readonly MemoryListName[] = ['today', 'saved', 'past', 'upcoming'];

/** The list named in a memory URL's search; `undefined` when none (or an unknown one) is named. */
export function memoryListOf(search: URLSearchParams): MemoryListName | undefined {
  const value = search.get('list');
  return NAMES.find((name) => name === value);
}

/** The list of the current memory URL (see {@link memoryListOf}). */
export function useMemoryList(): MemoryListName | undefined {
  const [search] = useSearchParams();
  return memoryListOf(search);
}

/** The path of a memory, opened from `list` (`/memories/{id}?list=…`). */
export function memoryPath(id: string, list: MemoryListName | undefined): string {
  const path = `/memories/${encodeURIComponent(id)}`;
  return list ? `${path}?list=${list}` : path;
}

/**
 * Where closing a memory goes: the memories page when it was opened from one of its lists, else
 * home (the home strip's links name no list; their neighbours are today's).
 */
export function exitPathOf(list: MemoryListName | undefined): string {
  return list ? '/memories' : '/';
}
