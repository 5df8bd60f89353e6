import { Hono } from 'hono';
import type { DemoApi } from '../config';
import type { Db } from '../db/open';
import { albumRole } from '../http/access';
import { noAccess } from '../http/errors';
import type { ApiEnv } from '../http/types';
import { Checks, optionalBoolean, uuidParam } from '../http/validate';
import { ASSET_SELECT, mapAsset, type AssetRow } from '../mappers/asset';
import { userLookup } from '../mappers/user';

export const albumRoutes = new Hono<ApiEnv>();

interface AlbumRow {
  id: string;
  owner_id: string;
  name: string;
  description: string;
  thumbnail_asset_id: string | null;
  is_activity_enabled: number;
  sort_order: string;
  created_at: string;
  updated_at: string;
}

/** `detail`: `GET /albums/{id}` rather than the list; `withAssets`: v1's `assets[]` filled (v3 never sends them). */
interface AlbumLevel {
  detail: boolean;
  withAssets: boolean;
}
const LISTED: AlbumLevel = { detail: false, withAssets: false };

/** The album as the service's Immich generation shapes it. */
function mapAlbum(db: Db, a: AlbumRow, level: AlbumLevel, api: DemoApi) {
  return api === 'v3' ? mapAlbumV3(db, a, level.detail) : mapAlbumV1(db, a, level.withAssets);
}

function membersOf(db: Db, albumId: string) {
  return db.prepare('SELECT user_id, role FROM album_users WHERE album_id = ? ORDER BY position').all(albumId) as { user_id: string; role: string }[];
}

interface AlbumRange {
  start: string | null;
  end: string | null;
  n: number;
  /** newest `updatedAt` of its assets */
  modified: string | null;
}

function rangeOf(db: Db, albumId: string): AlbumRange {
  return db
    .prepare(
      `SELECT min(x.file_created_at) AS start, max(x.file_created_at) AS end, count(*) AS n, max(x.updated_at) AS modified
       FROM album_assets aa JOIN assets x ON x.id = aa.asset_id WHERE aa.album_id = ? AND x.is_trashed = 0`,
    )
    .get(albumId) as AlbumRange;
}

/*
 * The runs of fields v1.106 and v3 send alike, in the same key order; each generation's mapper
 * puts its own fields between them.
 */
const albumHead = (a: AlbumRow) => ({
  albumName: a.name,
  description: a.description,
  albumThumbnailAssetId: a.thumbnail_asset_id,
  createdAt: a.created_at,
  updatedAt: a.updated_at,
  id: a.id,
});

/** Shared with anyone; an empty album has no startDate/endDate. */
const sharing = (members: readonly unknown[], range: AlbumRange) => ({
  shared: members.length > 0,
  hasSharedLink: false,
  ...(range.start ? { startDate: range.start, endDate: range.end } : {}),
});

const albumTail = (a: AlbumRow, range: AlbumRange) => ({
  assetCount: range.n,
  isActivityEnabled: a.is_activity_enabled === 1,
  order: a.sort_order,
});

/** v1.106's album (key order as recorded). */
function mapAlbumV1(db: Db, a: AlbumRow, withAssets: boolean) {
  const users = userLookup(db);
  const members = membersOf(db, a.id);
  const range = rangeOf(db, a.id);
  const assets = withAssets
    ? (db.prepare(`${ASSET_SELECT} JOIN album_assets aa ON aa.asset_id = a.id WHERE aa.album_id = ? AND a.is_trashed = 0 ORDER BY a.file_created_at DESC, a.id`).all(a.id) as AssetRow[])
    : [];
  return {
    ...albumHead(a),
    ownerId: a.owner_id,
    owner: users(a.owner_id),
    albumUsers: members.map((m) => ({ user: users(m.user_id), role: m.role })),
    ...sharing(members, range),
    assets: assets.map((r) => mapAsset(r, 'list')),
    ...albumTail(a, range),
  };
}

/**
 * v3's album: no `owner`, `ownerId` or `assets` (photos come from the timeline with `albumId`);
 * the owner is the first `albumUsers` entry, role `owner`. Key order as v2.7.5 answers;
 * `contributorCounts` only for one album.
 */
function mapAlbumV3(db: Db, a: AlbumRow, detail: boolean) {
  const users = userLookup(db, 'v3');
  const members = membersOf(db, a.id);
  const range = rangeOf(db, a.id);
  const contributors = detail
    ? (db
        .prepare(
          `SELECT x.owner_id AS userId, count(*) AS assetCount FROM album_assets aa JOIN assets x ON x.id = aa.asset_id
           WHERE aa.album_id = ? AND x.is_trashed = 0 GROUP BY x.owner_id ORDER BY assetCount DESC, x.owner_id`,
        )
        .all(a.id) as { userId: string; assetCount: number }[])
    : undefined;
  return {
    ...albumHead(a),
    albumUsers: [{ user: users(a.owner_id), role: 'owner' }, ...members.map((m) => ({ user: users(m.user_id), role: m.role }))],
    ...sharing(members, range),
    ...albumTail(a, range),
    ...(range.modified ? { lastModifiedAssetTimestamp: range.modified } : {}),
    ...(contributors ? { contributorCounts: contributors } : {}),
  };
}

/**
 * `shared=true|false` (v1.106), and v3's `isOwned`/`isShared`: given either, the albums the caller
 * owns or is a member of, filtered by both. With none, the caller's own albums.
 */
albumRoutes.get('/albums', (c) => {
  const checks = new Checks();
  const api = c.get('api');
  const shared = optionalBoolean(checks, 'shared', c.req.query('shared'), true);
  const v3 =
    api === 'v3' ? { isOwned: optionalBoolean(checks, 'isOwned', c.req.query('isOwned'), true), isShared: optionalBoolean(checks, 'isShared', c.req.query('isShared'), true) } : undefined;
  checks.throwIfAny();
  const db = c.get('db');
  const me = c.get('user').id;
  if (v3 && (v3.isOwned !== undefined || v3.isShared !== undefined)) {
    const all = db
      .prepare(
        `SELECT al.*, EXISTS (SELECT 1 FROM album_users u WHERE u.album_id = al.id) AS has_members FROM albums al
         WHERE al.owner_id = ? OR EXISTS (SELECT 1 FROM album_users u WHERE u.album_id = al.id AND u.user_id = ?) ORDER BY al.created_at DESC`,
      )
      .all(me, me) as (AlbumRow & { has_members: number })[];
    const picked = all.filter((a) => (v3.isOwned === undefined || (a.owner_id === me) === v3.isOwned) && (v3.isShared === undefined || (a.has_members === 1) === v3.isShared));
    return c.json(picked.map(({ has_members: _, ...a }) => mapAlbum(db, a, LISTED, api)));
  }
  const rows = (
    shared === true
      ? db.prepare(
          `SELECT * FROM albums al WHERE (al.owner_id = ? AND EXISTS (SELECT 1 FROM album_users u WHERE u.album_id = al.id))
           OR EXISTS (SELECT 1 FROM album_users u WHERE u.album_id = al.id AND u.user_id = ?) ORDER BY al.created_at DESC`,
        ).all(me, me)
      : shared === false
        ? db.prepare('SELECT * FROM albums al WHERE al.owner_id = ? AND NOT EXISTS (SELECT 1 FROM album_users u WHERE u.album_id = al.id) ORDER BY al.created_at DESC').all(me)
        : db.prepare('SELECT * FROM albums WHERE owner_id = ? ORDER BY created_at DESC').all(me)
  ) as AlbumRow[];
  return c.json(rows.map((a) => mapAlbum(db, a, LISTED, api)));
});

albumRoutes.get('/albums/:id', (c) => {
  const id = uuidParam(c);
  const checks = new Checks();
  const withoutAssets = optionalBoolean(checks, 'withoutAssets', c.req.query('withoutAssets'), true) ?? false;
  checks.throwIfAny();
  const api = c.get('api');
  const db = c.get('db');
  if (!albumRole(db, c.get('user').id, id)) throw noAccess('album.read');
  const album = db.prepare('SELECT * FROM albums WHERE id = ?').get(id) as AlbumRow;
  return c.json(mapAlbum(db, album, { detail: true, withAssets: !withoutAssets }, api));
});
