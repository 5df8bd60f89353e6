/**
 * Which cards the memories page shows first, and their covers, from today's list read without its
 * schema (no DOM): the first cards layer draws them (first-cards.ts), and the server hints their
 * covers in the page's HTML (server/http/first-cards-hints.ts, ADR 127), so both pick the same.
 */
import { byStoryOrder } from '@/api/story-order';
import { TODAY_FIRST_COVERS, todaysMemories } from '@/features/memory/model/todays-memories';

/** A card drawn first: the memory's id and its cover's id. */
export interface FirstCard {
  id: string;
  cover: string;
}

/** `/memories` (the memories page), with or without its trailing slash. */
export const isMemoriesPage = (pathname: string): boolean => /^\/memories\/?$/.test(pathname);

/** The wire's `null` as the query layer reads it: absent. */
const orUndefined = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The cards the memories page shows first, from today's list: today's memories with a photo,
 * newest first (`todaysMemories`, as the page), the first {@link TODAY_FIRST_COVERS}, each with its
 * first asset in story order as its cover (as the query layer sorts them). `today`'s local date is
 * the reader's day. None when the answer is not a list.
 */
export function firstCardsOf(answer: unknown, today: Date): FirstCard[] {
  if (!Array.isArray(answer)) return [];
  const memories = (answer as ({ id?: unknown; memoryAt?: unknown; showAt?: unknown; hideAt?: unknown; assets?: unknown } | null)[]).flatMap((m) => {
    if (typeof m?.id !== 'string' || typeof m.memoryAt !== 'string' || !Array.isArray(m.assets)) return [];
    const assets = (m.assets as ({ id?: unknown; fileCreatedAt?: unknown } | null)[]).filter((a): a is { id: string; fileCreatedAt?: unknown } => typeof a?.id === 'string' && a.id !== '');
    return [{ id: m.id, memoryAt: m.memoryAt, showAt: orUndefined(m.showAt), hideAt: orUndefined(m.hideAt), assets }];
  });
  return todaysMemories(memories, today)
    .slice(0, TODAY_FIRST_COVERS)
    .map((m) => ({ id: m.id, cover: [...m.assets].sort(byStoryOrder)[0]!.id }));
}
