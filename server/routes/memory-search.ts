import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import type { Db } from '../db/open';
import { Checks, optionalBoolean, optionalDay, optionalEnum, optionalInt } from '../http/validate';
import { memoryWindow, type MemoryRow } from './memory-map';

/** The kinds of memory the demo stores, which its `type` filter accepts (ADR 100). */
export const MEMORY_TYPES = ['on_this_day', 'birthday', 'trip'] as const;
const ORDERS = ['asc', 'desc', 'random'] as const;

/** v3's `GET /memories` and `/memories/statistics` query (MemorySearchDto, v2.7.5 plus v3.2's `page`). */
export interface MemoryQuery {
  for?: string;
  isSaved?: boolean;
  isTrashed?: boolean;
  type?: (typeof MEMORY_TYPES)[number];
  order?: (typeof ORDERS)[number];
  size?: number;
  page?: number;
}

/** Reads and checks the query; every bad value is named in one 400. */
export function memoryQuery(c: Context): MemoryQuery {
  const q = (name: string): string | undefined => c.req.query(name);
  const checks = new Checks();
  const query: MemoryQuery = {
    for: optionalDay(checks, 'for', q('for')),
    isSaved: optionalBoolean(checks, 'isSaved', q('isSaved'), true),
    isTrashed: optionalBoolean(checks, 'isTrashed', q('isTrashed'), true),
    type: optionalEnum(checks, 'type', q('type'), MEMORY_TYPES),
    order: optionalEnum(checks, 'order', q('order'), ORDERS),
    size: optionalInt(checks, 'size', q('size'), 1, Number.MAX_SAFE_INTEGER),
    page: optionalInt(checks, 'page', q('page'), 1, Number.MAX_SAFE_INTEGER),
  };
  checks.throwIfAny();
  return query;
}

/**
 * The memories a query selects, as v2.7.5's `searchBuilder` does: the owner's, deleted or not
 * (`isTrashed`), saved or not, of one type, and with `for` those whose window holds that day's
 * start (`showAt <= for <= hideAt`); without `for`, all of them, past and coming.
 */
export function matchingMemories(db: Db, userId: string, q: MemoryQuery): MemoryRow[] {
  const rows = db
    .prepare(`SELECT * FROM memories WHERE owner_id = ? AND deleted_at IS ${q.isTrashed ? 'NOT NULL' : 'NULL'} ORDER BY memory_at DESC, id`)
    .all(userId) as MemoryRow[];
  const at = q.for === undefined ? undefined : `${q.for}T00:00:00.000Z`;
  return rows.filter((m) => {
    if (q.isSaved !== undefined && (m.is_saved === 1) !== q.isSaved) return false;
    if (q.type !== undefined && m.type !== q.type) return false;
    if (at === undefined) return true;
    const { showAt, hideAt } = memoryWindow(db, m);
    return showAt <= at && at <= hideAt;
  });
}

/**
 * One page of them: ordered by `memoryAt` (`desc` by default) or at random; `size` is a limit, and
 * `page` (1-based, v3.2) skips `(page - 1) * size` and counts only with `size`.
 */
export function orderAndPage(rows: MemoryRow[], q: MemoryQuery): MemoryRow[] {
  const ordered = q.order === 'random' ? shuffle(rows) : q.order === 'asc' ? [...rows].reverse() : rows;
  if (q.size === undefined) return ordered;
  const start = q.page === undefined ? 0 : (q.page - 1) * q.size;
  return ordered.slice(start, start + q.size);
}

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
