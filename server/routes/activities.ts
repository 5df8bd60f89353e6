import { Hono } from 'hono';
import type { Db } from '../db/open';
import { albumRole } from '../http/access';
import { badRequest, noAccess } from '../http/errors';
import type { ApiEnv } from '../http/types';
import { Checks, jsonBody, optionalEnum, optionalUuid, uuidParam } from '../http/validate';
import { randomUuid } from '../lib/ids';
import { userLookup } from '../mappers/user';

export const activityRoutes = new Hono<ApiEnv>();

/** Immich's limit on a comment's length (class-validator MaxLength on the DTO of later versions). */
export const MAX_COMMENT_LENGTH = 5000;

interface ActivityRow {
  id: string;
  album_id: string;
  user_id: string;
  asset_id: string | null;
  type: 'comment' | 'like';
  comment: string | null;
  created_at: string;
}

function mapActivity(users: ReturnType<typeof userLookup>, a: ActivityRow) {
  return { id: a.id, assetId: a.asset_id, createdAt: a.created_at, comment: a.comment, type: a.type, user: users(a.user_id) };
}

function readableAlbum(db: Db, userId: string, albumId: string): void {
  if (!albumRole(db, userId, albumId)) throw noAccess('album.read');
}

activityRoutes.get('/activities', (c) => {
  const q = c.req.query();
  const checks = new Checks();
  const albumId = q.albumId === undefined ? (checks.add('albumId must be a UUID'), undefined) : optionalUuid(checks, 'albumId', q.albumId);
  const assetId = optionalUuid(checks, 'assetId', q.assetId);
  const userId = optionalUuid(checks, 'userId', q.userId);
  const type = optionalEnum(checks, 'type', q.type, ['comment', 'like'] as const);
  const level = optionalEnum(checks, 'level', q.level, ['album', 'asset'] as const);
  checks.throwIfAny();
  const db = c.get('db');
  readableAlbum(db, c.get('user').id, albumId!);
  const where = ['album_id = ?'];
  const args: unknown[] = [albumId];
  const add = (clause: string, ...values: unknown[]): void => {
    where.push(clause);
    args.push(...values);
  };
  if (level === 'album') add('asset_id IS NULL');
  else if (assetId) add('asset_id = ?', assetId);
  else if (level === 'asset') add('asset_id IS NOT NULL');
  if (type) add('type = ?', type);
  if (userId) add('user_id = ?', userId);
  const sql = `SELECT * FROM activities WHERE ${where.join(' AND ')}`;
  const rows = db.prepare(`${sql} ORDER BY created_at, rowid`).all(...args) as ActivityRow[];
  const users = userLookup(db, c.get('api'));
  return c.json(rows.map((a) => mapActivity(users, a)));
});

activityRoutes.get('/activities/statistics', (c) => {
  const q = c.req.query();
  const checks = new Checks();
  const albumId = q.albumId === undefined ? (checks.add('albumId must be a UUID'), undefined) : optionalUuid(checks, 'albumId', q.albumId);
  const assetId = optionalUuid(checks, 'assetId', q.assetId);
  checks.throwIfAny();
  const db = c.get('db');
  readableAlbum(db, c.get('user').id, albumId!);
  const row = (
    assetId
      ? db.prepare("SELECT count(*) AS n FROM activities WHERE album_id = ? AND asset_id = ? AND type = 'comment'").get(albumId, assetId)
      : db.prepare("SELECT count(*) AS n FROM activities WHERE album_id = ? AND type = 'comment'").get(albumId)
  ) as { n: number };
  // v1.106 answers only `comments` (later servers add `likes`)
  return c.json({ comments: row.n });
});

activityRoutes.post('/activities', async (c) => {
  const body = await jsonBody(c);
  const checks = new Checks();
  const albumId = body.albumId === undefined ? (checks.add('albumId must be a UUID'), undefined) : optionalUuid(checks, 'albumId', body.albumId);
  const assetId = body.assetId === null ? undefined : optionalUuid(checks, 'assetId', body.assetId);
  const type = body.type === undefined ? (checks.add('type must be one of the following values: comment, like'), undefined) : optionalEnum(checks, 'type', body.type, ['comment', 'like'] as const);
  let comment: string | null = null;
  if (type === 'comment') {
    if (typeof body.comment !== 'string') checks.add('comment must be a string');
    else if (body.comment.length > MAX_COMMENT_LENGTH) checks.add(`comment must be shorter than or equal to ${MAX_COMMENT_LENGTH} characters`);
    else comment = body.comment;
    if (body.comment === undefined || body.comment === null || body.comment === '') checks.add('comment should not be empty');
  }
  checks.throwIfAny();

  const db = c.get('db');
  const me = c.get('user');
  const album = db.prepare('SELECT is_activity_enabled FROM albums WHERE id = ?').get(albumId) as { is_activity_enabled: number } | undefined;
  if (!album || !albumRole(db, me.id, albumId!) || album.is_activity_enabled !== 1) throw noAccess('activity.create');
  if (assetId && !db.prepare('SELECT 1 FROM album_assets WHERE album_id = ? AND asset_id = ?').get(albumId, assetId)) {
    throw badRequest(['assetId must be an asset of this album']);
  }
  const users = userLookup(db, c.get('api'));
  const existingLike = (): ActivityRow | undefined =>
    db.prepare("SELECT * FROM activities WHERE album_id = ? AND user_id = ? AND coalesce(asset_id, '') = ? AND type = 'like'").get(albumId, me.id, assetId ?? '') as ActivityRow | undefined;
  if (type === 'like') {
    const existing = existingLike();
    if (existing) return c.json(mapActivity(users, existing), 200);
  }
  const row: ActivityRow = { id: randomUuid(), album_id: albumId!, user_id: me.id, asset_id: assetId ?? null, type: type!, comment, created_at: new Date().toISOString() };
  // the unique index is the real guard against two likes racing each other
  const inserted = db
    .prepare('INSERT INTO activities (id, album_id, user_id, asset_id, type, comment, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
    .run(row.id, row.album_id, row.user_id, row.asset_id, row.type, row.comment, row.created_at);
  if (inserted.changes === 0) return c.json(mapActivity(users, existingLike()!), 200);
  return c.json(mapActivity(users, row), 201);
});

activityRoutes.delete('/activities/:id', (c) => {
  const id = uuidParam(c);
  const db = c.get('db');
  const me = c.get('user').id;
  const row = db.prepare('SELECT a.user_id, al.owner_id FROM activities a JOIN albums al ON al.id = a.album_id WHERE a.id = ?').get(id) as { user_id: string; owner_id: string } | undefined;
  // the author or the album's owner may remove it; anyone else gets the real server's 400
  if (!row || (row.user_id !== me && row.owner_id !== me)) throw noAccess('activity.delete');
  db.prepare('DELETE FROM activities WHERE id = ?').run(id);
  return c.body(null, 204);
});
