import { Hono } from 'hono';
import { badRequest } from '../http/errors';
import type { ApiEnv } from '../http/types';
import { Checks, jsonBody, optionalBoolean, optionalDate, uuidParam } from '../http/validate';
import { memoryAssetRoutes } from './memory-assets';
import { getOwnMemory, mapMemory, writePermission, type MemoryRow } from './memory-map';
import { matchingMemories, memoryQuery, orderAndPage } from './memory-search';

export const memoryRoutes = new Hono<ApiEnv>();

/**
 * v1.106 lists every memory, newest `memoryAt` first, and reads no query. v3 takes v2.7.5's
 * MemorySearchDto (`for` a date from v3.0.3, `isSaved`, `isTrashed`, `type`, `order`, `size`) and
 * v3.2's `page`; it leaves out photos of hidden people and then memories without photos (v3.0.0+).
 */
memoryRoutes.get('/memories', (c) => {
  const db = c.get('db');
  const api = c.get('api');
  const userId = c.get('user').id;
  if (api !== 'v3') {
    const rows = db.prepare('SELECT * FROM memories WHERE owner_id = ? AND deleted_at IS NULL ORDER BY memory_at DESC, id').all(userId) as MemoryRow[];
    return c.json(rows.map((m) => mapMemory(db, m, api)));
  }
  const query = memoryQuery(c);
  const page = orderAndPage(matchingMemories(db, userId, query), query);
  return c.json(page.map((m) => mapMemory(db, m, api, 'list')).filter((m) => m.assets.length > 0));
});

/**
 * v1.135+: how many memories the same query selects (photos not considered, as Immich counts rows;
 * `order`, `size` and `page` are checked and ignored). On v1.106 the path is `/memories/{id}` with
 * an id that is no UUID: a 400.
 */
memoryRoutes.get('/memories/statistics', (c) => {
  if (c.get('api') !== 'v3') throw badRequest(['id must be a UUID']);
  const query = memoryQuery(c);
  return c.json({ total: matchingMemories(c.get('db'), c.get('user').id, query).length });
});

memoryRoutes.get('/memories/:id', (c) => {
  const id = uuidParam(c);
  const db = c.get('db');
  return c.json(mapMemory(db, getOwnMemory(db, c.get('user').id, id, 'memory.read'), c.get('api')));
});

memoryRoutes.put('/memories/:id', async (c) => {
  const id = uuidParam(c);
  const body = await jsonBody(c);
  const checks = new Checks();
  const isSaved = optionalBoolean(checks, 'isSaved', body.isSaved);
  const seenAt = optionalDate(checks, 'seenAt', body.seenAt);
  const memoryAt = optionalDate(checks, 'memoryAt', body.memoryAt);
  checks.throwIfAny();
  const db = c.get('db');
  const m = getOwnMemory(db, c.get('user').id, id, writePermission(c.get('api')));
  db.prepare('UPDATE memories SET is_saved = ?, seen_at = ?, memory_at = ?, updated_at = ? WHERE id = ?').run(
    isSaved === undefined ? m.is_saved : Number(isSaved),
    seenAt ?? m.seen_at,
    memoryAt ?? m.memory_at,
    new Date().toISOString(),
    id,
  );
  return c.json(mapMemory(db, getOwnMemory(db, c.get('user').id, id, 'memory.read'), c.get('api')));
});

/** Deletes the row and its photo links, as Immich does (v1.106 and v2.7.5 alike): 204, then 400. */
memoryRoutes.delete('/memories/:id', (c) => {
  const id = uuidParam(c);
  const db = c.get('db');
  getOwnMemory(db, c.get('user').id, id, 'memory.delete');
  db.prepare('DELETE FROM memories WHERE id = ?').run(id);
  return c.body(null, 204);
});

memoryRoutes.route('/', memoryAssetRoutes);
