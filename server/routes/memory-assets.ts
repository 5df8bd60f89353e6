import { Hono, type Context } from 'hono';
import type { Db } from '../db/open';
import type { ApiEnv } from '../http/types';
import { Checks, jsonBody, uuidList, uuidParam } from '../http/validate';
import { getOwnMemory, writePermission } from './memory-map';

/** Adding photos to a memory and removing them: `PUT`/`DELETE /memories/{id}/assets` (v1.106 and later). */
export const memoryAssetRoutes = new Hono<ApiEnv>();

/** Immich's BulkIdResponseDto: one entry per id asked for, in the order asked. */
interface BulkIdResult {
  id: string;
  success: boolean;
  error?: 'duplicate' | 'no_permission' | 'not_found';
}

async function bulkIds(c: Context<ApiEnv>): Promise<{ memoryId: string; ids: string[] }> {
  const memoryId = uuidParam(c);
  const body = await jsonBody(c);
  const checks = new Checks();
  const ids = uuidList(checks, 'ids', body.ids);
  checks.throwIfAny();
  return { memoryId, ids };
}

/** Which of `ids` are linked to the memory (whatever state the photo is in). */
function linked(db: Db, memoryId: string, ids: string[]): Set<string> {
  const rows = db.prepare('SELECT asset_id FROM memory_assets WHERE memory_id = ?').all(memoryId) as { asset_id: string }[];
  const wanted = new Set(ids);
  return new Set(rows.map((r) => r.asset_id).filter((id) => wanted.has(id)));
}

/** `asset.share`: the caller owns the photo (the demo has no partners). Unknown ids are not shareable. */
function shareable(db: Db, userId: string, ids: string[]): Set<string> {
  const owned = ids.filter((id) => db.prepare('SELECT 1 FROM assets WHERE id = ? AND owner_id = ?').get(id, userId) !== undefined);
  return new Set(owned);
}

const touch = (db: Db, memoryId: string, results: BulkIdResult[]): void => {
  if (results.some((r) => r.success)) db.prepare('UPDATE memories SET updated_at = ? WHERE id = ?').run(new Date().toISOString(), memoryId);
};

/**
 * Adds photos (utils/asset.util.ts `addAssets`, v1.106 to v2.7.5): needs read access to the memory;
 * an id already in it (or twice in the list) is `duplicate`, one the caller may not share
 * (someone else's, or none at all) `no_permission`.
 */
memoryAssetRoutes.put('/memories/:id/assets', async (c) => {
  const { memoryId, ids } = await bulkIds(c);
  const db = c.get('db');
  const userId = c.get('user').id;
  getOwnMemory(db, userId, memoryId, 'memory.read');
  const present = linked(db, memoryId, ids);
  const allowed = shareable(db, userId, ids.filter((id) => !present.has(id)));
  const results = ids.map((id): BulkIdResult => {
    if (present.has(id)) return { id, success: false, error: 'duplicate' };
    if (!allowed.has(id)) return { id, success: false, error: 'no_permission' };
    present.add(id);
    return { id, success: true };
  });
  db.transaction(() => {
    const next = (db.prepare('SELECT coalesce(max(position), -1) + 1 AS n FROM memory_assets WHERE memory_id = ?').get(memoryId) as { n: number }).n;
    results.filter((r) => r.success).forEach((r, i) => db.prepare('INSERT INTO memory_assets (memory_id, asset_id, position) VALUES (?, ?, ?)').run(memoryId, r.id, next + i));
    touch(db, memoryId, results);
  });
  return c.json(results);
});

/**
 * Removes photos (`removeAssets`): needs write access (v1.106 "memory.write", v2+ "memory.update");
 * an id not in the memory, or already removed by an earlier id in the list or an earlier request,
 * is `not_found`. The owner may always remove (v2.7.5 `canAlwaysRemove`), and on v1.106 every
 * photo of a memory is its owner's, so `no_permission` does not arise here.
 */
memoryAssetRoutes.delete('/memories/:id/assets', async (c) => {
  const { memoryId, ids } = await bulkIds(c);
  const db = c.get('db');
  getOwnMemory(db, c.get('user').id, memoryId, writePermission(c.get('api')));
  const present = linked(db, memoryId, ids);
  const results = ids.map((id): BulkIdResult => {
    if (!present.delete(id)) return { id, success: false, error: 'not_found' };
    return { id, success: true };
  });
  db.transaction(() => {
    for (const r of results.filter((x) => x.success)) db.prepare('DELETE FROM memory_assets WHERE memory_id = ? AND asset_id = ?').run(memoryId, r.id);
    touch(db, memoryId, results);
  });
  return c.json(results);
});
