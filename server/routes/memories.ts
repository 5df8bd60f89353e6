import { Hono } from 'hono';
import type { DemoApi } from '../config';
import { getMeta, type Db } from '../db/open';
import { noAccess } from '../http/errors';
import type { ApiEnv } from '../http/types';
import { Checks, jsonBody, optionalBoolean, optionalDate, optionalDay, uuidParam } from '../http/validate';
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

/** The memory as the service's Immich generation shapes it. */
function mapMemory(db: Db, m: MemoryRow, api: DemoApi) {
  return api === 'v3' ? mapMemoryV3(db, m) : mapMemoryV1(db, m);
}

/** v1.106's memory: key order as recorded; assets thin and in stored (arbitrary) order. */
function mapMemoryV1(db: Db, m: MemoryRow) {
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

/**
 * v3's memory (as v2.7.5 answers): `showAt`/`hideAt` (the day it belongs to), `seenAt` only once
 * seen, no `deletedAt`; assets timeline-visible only, oldest first by `fileCreatedAt`.
 */
function mapMemoryV3(db: Db, m: MemoryRow) {
  const assets = db
    .prepare(`${ASSET_SELECT} JOIN memory_assets ma ON ma.asset_id = a.id WHERE ma.memory_id = ? AND a.is_trashed = 0 AND a.is_archived = 0 ORDER BY a.file_created_at, a.id`)
    .all(m.id) as AssetRow[];
  const day = shownOn(db, m);
  return {
    id: m.id,
    createdAt: m.created_at,
    updatedAt: m.updated_at,
    memoryAt: m.memory_at,
    ...(m.seen_at ? { seenAt: m.seen_at } : {}),
    showAt: `${day}T00:00:00.000Z`,
    hideAt: `${day}T23:59:59.999Z`,
    ownerId: m.owner_id,
    type: m.type,
    data: { year: m.year },
    isSaved: m.is_saved === 1,
    assets: assets.map((a) => mapAsset(a, 'thin', {}, 'v3')),
  };
}

const DAY_MS = 86_400_000;

/**
 * The day (`YYYY-MM-DD`, UTC) a memory is shown on: its calendar day in the year the library was
 * generated around (the `anchor_day` it was placed within a few days of), as a v2+ server sets
 * `showAt` to the day in the current year when it creates the memory.
 */
function shownOn(db: Db, m: MemoryRow): string {
  const anchor = Date.parse(getMeta(db, 'anchor_day') ?? new Date().toISOString().slice(0, 10));
  const monthDay = m.memory_at.slice(5, 10);
  for (const k of [0, -1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6, -7, 7]) {
    const day = new Date(anchor + k * DAY_MS).toISOString().slice(0, 10);
    if (day.slice(5) === monthDay) return day;
  }
  return new Date(anchor).toISOString().slice(0, 10);
}

function getOwnMemory(db: Db, userId: string, id: string, permission: string): MemoryRow {
  const m = db.prepare('SELECT * FROM memories WHERE id = ? AND owner_id = ? AND deleted_at IS NULL').get(id, userId) as MemoryRow | undefined;
  if (!m) throw noAccess(permission);
  return m;
}

/**
 * v1.106 lists every memory. v3 takes `for` (a date, `YYYY-MM-DD`, from v3.0.3: a date-time is a
 * 400) and then lists the memories shown on that day; without `for`, every stored memory.
 */
memoryRoutes.get('/memories', (c) => {
  const db = c.get('db');
  const api = c.get('api');
  const checks = new Checks();
  const day = api === 'v3' ? optionalDay(checks, 'for', c.req.query('for')) : undefined;
  checks.throwIfAny();
  const rows = db.prepare('SELECT * FROM memories WHERE owner_id = ? AND deleted_at IS NULL ORDER BY memory_at DESC').all(c.get('user').id) as MemoryRow[];
  return c.json(rows.filter((m) => day === undefined || shownOn(db, m) === day).map((m) => mapMemory(db, m, api)));
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
  const m = getOwnMemory(db, c.get('user').id, id, 'memory.update');
  db.prepare('UPDATE memories SET is_saved = ?, seen_at = ?, memory_at = ?, updated_at = ? WHERE id = ?').run(
    isSaved === undefined ? m.is_saved : Number(isSaved),
    seenAt ?? m.seen_at,
    memoryAt ?? m.memory_at,
    new Date().toISOString(),
    id,
  );
  return c.json(mapMemory(db, getOwnMemory(db, c.get('user').id, id, 'memory.read'), c.get('api')));
});
