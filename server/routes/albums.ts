import { Hono } from 'hono';
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

/** v1.106's album (key order as recorded); an empty album has no startDate/endDate. */
function mapAlbum(db: Db, a: AlbumRow, withAssets: boolean) {
  const users = userLookup(db);
  const members = db.prepare('SELECT user_id, role FROM album_users WHERE album_id = ? ORDER BY position').all(a.id) as { user_id: string; role: string }[];
  const range = db
    .prepare(
      `SELECT min(x.file_created_at) AS start, max(x.file_created_at) AS end, count(*) AS n
       FROM album_assets aa JOIN assets x ON x.id = aa.asset_id WHERE aa.album_id = ? AND x.is_trashed = 0`,
    )
    .get(a.id) as { start: string | null; end: string | null; n: number };
  const assets = withAssets
    ? (db.prepare(`${ASSET_SELECT} JOIN album_assets aa ON aa.asset_id = a.id WHERE aa.album_id = ? AND a.is_trashed = 0 ORDER BY a.file_created_at DESC, a.id`).all(a.id) as AssetRow[])
    : [];
  return {
    albumName: a.name,
    description: a.description,
    albumThumbnailAssetId: a.thumbnail_asset_id,
    createdAt: a.created_at,
    updatedAt: a.updated_at,
    id: a.id,
    ownerId: a.owner_id,
    owner: users(a.owner_id),
    albumUsers: members.map((m) => ({ user: users(m.user_id), role: m.role })),
    shared: members.length > 0,
    hasSharedLink: false,
    ...(range.start ? { startDate: range.start, endDate: range.end } : {}),
    assets: assets.map((r) => mapAsset(r, 'list')),
    assetCount: range.n,
    isActivityEnabled: a.is_activity_enabled === 1,
    order: a.sort_order,
  };
}

albumRoutes.get('/albums', (c) => {
  const checks = new Checks();
  const shared = optionalBoolean(checks, 'shared', c.req.query('shared'), true);
  checks.throwIfAny();
  const db = c.get('db');
  const me = c.get('user').id;
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
  return c.json(rows.map((a) => mapAlbum(db, a, false)));
});

albumRoutes.get('/albums/:id', (c) => {
  const id = uuidParam(c);
  const checks = new Checks();
  const withoutAssets = optionalBoolean(checks, 'withoutAssets', c.req.query('withoutAssets'), true) ?? false;
  checks.throwIfAny();
  const db = c.get('db');
  if (!albumRole(db, c.get('user').id, id)) throw noAccess('album.read');
  const album = db.prepare('SELECT * FROM albums WHERE id = ?').get(id) as AlbumRow;
  return c.json(mapAlbum(db, album, !withoutAssets));
});
