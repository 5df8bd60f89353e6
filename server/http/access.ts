import type { Db } from '../db/open';
import { noAccess } from './errors';

/** Owner, or member (or owner) of an album that holds the asset. */
export function canReadAsset(db: Db, userId: string, assetId: string): boolean {
  const row = db
    .prepare(
      `SELECT 1 FROM assets a WHERE a.id = ? AND (a.owner_id = ? OR EXISTS (
         SELECT 1 FROM album_assets aa JOIN albums al ON al.id = aa.album_id
         WHERE aa.asset_id = a.id AND (al.owner_id = ? OR EXISTS (
           SELECT 1 FROM album_users au WHERE au.album_id = al.id AND au.user_id = ?))))`,
    )
    .get(assetId, userId, userId, userId);
  return row !== undefined;
}

export function requireAssetAccess(db: Db, userId: string, assetId: string, permission: string): void {
  if (!canReadAsset(db, userId, assetId)) throw noAccess(permission);
}

/** Album owner or a user the album is shared with. */
export function albumRole(db: Db, userId: string, albumId: string): 'owner' | 'editor' | 'viewer' | undefined {
  const album = db.prepare('SELECT owner_id FROM albums WHERE id = ?').get(albumId) as { owner_id: string } | undefined;
  if (!album) return undefined;
  if (album.owner_id === userId) return 'owner';
  const member = db.prepare('SELECT role FROM album_users WHERE album_id = ? AND user_id = ?').get(albumId, userId) as { role: 'editor' | 'viewer' } | undefined;
  return member?.role;
}
