import { Hono } from 'hono';
import type { Db } from '../db/open';
import { noAccess } from '../http/errors';
import type { ApiEnv } from '../http/types';
import { Checks, jsonBody, optionalBoolean, optionalDate, uuidParam } from '../http/validate';
import { ASSET_SELECT, mapAsset, type AssetRow } from '../mappers/asset';

export const memoryRoutes = new Hono<ApiEnv>();

interface MemoryRow {
  id: string;
  owner_id: string;
  type: string;
  year: number;
  memory_at: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  seen_at: string | null;
  is_saved: number;
}

/** v1.106's memory: key order as recorded; assets thin and in stored (arbitrary) order. */
function mapMemory(db: Db, m: MemoryRow) {
  const assets = db
    .prepare(`${ASSET_SELECT} JOIN memory_assets ma ON ma.asset_id = a.id WHERE ma.memory_id = ? AND a.is_trashed = 0 ORDER BY ma.position`)
    .all(m.id) as AssetRow[];
  return {
    id: m.id,
    createdAt: m.created_at,
    updatedAt: m.updated_at,
    deletedAt: m.deleted_at,
    memoryAt: m.memory_at,
    seenAt: m.seen_at,
    ownerId: m.owner_id,
    type: m.type,
    data: { year: m.year },
    isSaved: m.is_saved === 1,
    assets: assets.map((a) => mapAsset(a, 'thin')),
  };
}

function getOwnMemory(db: Db, userId: string, id: string, permission: string): MemoryRow {
  const m = db.prepare('SELECT * FROM memories WHERE id = ? AND owner_id = ? AND deleted_at IS NULL').get(id, userId) as MemoryRow | undefined;
  if (!m) throw noAccess(permission);
  return m;
}

memoryRoutes.get('/memories', (c) => {
  const db = c.get('db');
  const rows = db.prepare('SELECT * FROM memories WHERE owner_id = ? AND deleted_at IS NULL ORDER BY memory_at DESC').all(c.get('user').id) as MemoryRow[];
  return c.json(rows.map((m) => mapMemory(db, m)));
});

memoryRoutes.get('/memories/:id', (c) => {
  const id = uuidParam(c);
  const db = c.get('db');
  return c.json(mapMemory(db, getOwnMemory(db, c.get('user').id, id, 'memory.read')));
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
  const m = getOwnMemory(db, c.get('user').id, id, 'memory.update');
  db.prepare('UPDATE memories SET is_saved = ?, seen_at = ?, memory_at = ?, updated_at = ? WHERE id = ?').run(
    isSaved === undefined ? m.is_saved : Number(isSaved),
    seenAt ?? m.seen_at,
    memoryAt ?? m.memory_at,
    new Date().toISOString(),
    id,
  );
  return c.json(mapMemory(db, getOwnMemory(db, c.get('user').id, id, 'memory.read')));
});
