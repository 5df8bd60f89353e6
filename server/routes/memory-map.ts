import type { DemoApi } from '../config';
import { getMeta, type Db } from '../db/open';
import { noAccess } from '../http/errors';
import { ASSET_SELECT, mapAsset, type AssetRow } from '../mappers/asset';

export interface MemoryRow {
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
  /** NULL in libraries generated before windows were stored: see {@link memoryWindow} */
  show_at: string | null;
  hide_at: string | null;
  /** the memory's `data` as JSON; NULL: `{year}` */
  data: string | null;
}

/**
 * How a memory is read: `list` is v3's search, which leaves out photos showing a person marked
 * hidden (and then memories left without photos; v3.0.0:server/src/repositories/memory.repository.ts);
 * `one` is a single memory, which keeps them.
 */
export type MemoryRead = 'list' | 'one';

/** The memory as the service's Immich generation shapes it. */
export function mapMemory(db: Db, m: MemoryRow, api: DemoApi, read: MemoryRead = 'one') {
  return api === 'v3' ? mapMemoryV3(db, m, read) : mapMemoryV1(db, m);
}

const memoryData = (m: MemoryRow): Record<string, unknown> => (m.data ? (JSON.parse(m.data) as Record<string, unknown>) : { year: m.year });

/** v1.106's memory: key order as recorded; assets thin and in stored order (birthdays: newest first). */
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
    data: memoryData(m),
    isSaved: m.is_saved === 1,
    assets: assets.map((a) => mapAsset(a, 'thin')),
  };
}

const NO_HIDDEN_PEOPLE = 'AND NOT EXISTS (SELECT 1 FROM faces f JOIN people p ON p.id = f.person_id WHERE f.asset_id = a.id AND p.is_hidden = 1)';

/** v3's memory assets: timeline-visible, oldest first by `fileCreatedAt` (birthdays newest first, Immich PR #30831). */
export function memoryAssetsV3(db: Db, m: MemoryRow, read: MemoryRead): AssetRow[] {
  const order = m.type === 'birthday' ? 'DESC' : 'ASC';
  return db
    .prepare(`${ASSET_SELECT} JOIN memory_assets ma ON ma.asset_id = a.id WHERE ma.memory_id = ? AND a.is_trashed = 0 AND a.is_archived = 0 ${read === 'list' ? NO_HIDDEN_PEOPLE : ''} ORDER BY a.file_created_at ${order}, a.id`)
    .all(m.id) as AssetRow[];
}

/**
 * v3's memory (as v2.7.5 answers): `showAt`/`hideAt`, `seenAt` only once seen, `deletedAt` only
 * once deleted; assets in v3's keys.
 */
function mapMemoryV3(db: Db, m: MemoryRow, read: MemoryRead) {
  const { showAt, hideAt } = memoryWindow(db, m);
  return {
    id: m.id,
    createdAt: m.created_at,
    updatedAt: m.updated_at,
    ...(m.deleted_at ? { deletedAt: m.deleted_at } : {}),
    memoryAt: m.memory_at,
    ...(m.seen_at ? { seenAt: m.seen_at } : {}),
    showAt,
    hideAt,
    ownerId: m.owner_id,
    type: m.type,
    data: memoryData(m),
    isSaved: m.is_saved === 1,
    assets: memoryAssetsV3(db, m, read).map((a) => mapAsset(a, 'thin', {}, 'v3')),
  };
}

const DAY_MS = 86_400_000;

/** The window a memory is shown in: as stored, or (libraries generated before it was) {@link shownOn}. */
export function memoryWindow(db: Db, m: MemoryRow): { showAt: string; hideAt: string } {
  if (m.show_at && m.hide_at) return { showAt: m.show_at, hideAt: m.hide_at };
  const day = shownOn(db, m);
  return { showAt: `${day}T00:00:00.000Z`, hideAt: `${day}T23:59:59.999Z` };
}

/**
 * The day (`YYYY-MM-DD`, UTC) an on-this-day memory is shown on: its calendar day in the year the
 * library was generated around (the `anchor_day` it was placed within a few days of), as a v2+
 * server sets `showAt` to the day in the current year when it creates the memory.
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

/** The caller's own memory, or Immich's 400 "Not found or no `permission` access". */
export function getOwnMemory(db: Db, userId: string, id: string, permission: string): MemoryRow {
  const m = db.prepare('SELECT * FROM memories WHERE id = ? AND owner_id = ? AND deleted_at IS NULL').get(id, userId) as MemoryRow | undefined;
  if (!m) throw noAccess(permission);
  return m;
}

/** The permission a v1.106 or v3 server names in its no-access answer ("memory.write" became "memory.update"). */
export const writePermission = (api: DemoApi): string => (api === 'v3' ? 'memory.update' : 'memory.write');
