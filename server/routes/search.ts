import { Hono } from 'hono';
import { albumRole } from '../http/access';
import { noAccess } from '../http/errors';
import type { ApiEnv } from '../http/types';
import { Checks, jsonBody, optionalBoolean, optionalEnum, optionalInt, optionalUuidList } from '../http/validate';
import { ASSET_SELECT, mapAsset, peopleOfAsset, type AssetRow } from '../mappers/asset';
import { VISIBILITIES, visibilitySql } from '../mappers/asset-v3';
import type { PersonRow } from '../mappers/person';
import { personSeq, syntheticAsset } from '../synthetic';

export const searchRoutes = new Hono<ApiEnv>();

/**
 * `POST /search/metadata`, the replacement for person assets on newer servers: the filters a
 * client of this app sends (personIds, type, isFavorite, archived), paged by `page`/`size`, by
 * `fileCreatedAt` newest first or, with `order: "asc"`, oldest first (as Immich orders it).
 * v3 adds `visibility` and `albumIds` (the caller's own photos in those albums), and without
 * `visibility` returns archived photos too; v1.106 ignores both fields, as it ignored unknown ones.
 */
searchRoutes.post('/search/metadata', async (c) => {
  const body = await jsonBody(c);
  const checks = new Checks();
  const api = c.get('api');
  const personIds = optionalUuidList(checks, 'personIds', body.personIds);
  const v3 =
    api === 'v3'
      ? { visibility: optionalEnum(checks, 'visibility', body.visibility, VISIBILITIES), albumIds: optionalUuidList(checks, 'albumIds', body.albumIds) }
      : undefined;
  const withExif = optionalBoolean(checks, 'withExif', body.withExif) ?? false;
  const withPeople = optionalBoolean(checks, 'withPeople', body.withPeople) ?? false;
  const isFavorite = optionalBoolean(checks, 'isFavorite', body.isFavorite);
  const isArchived = optionalBoolean(checks, 'isArchived', body.isArchived);
  const withArchived = optionalBoolean(checks, 'withArchived', body.withArchived) ?? false;
  const type = optionalEnum(checks, 'type', body.type, ['IMAGE', 'VIDEO', 'AUDIO', 'OTHER'] as const);
  const order = optionalEnum(checks, 'order', body.order, ['asc', 'desc'] as const) ?? 'desc';
  const page = optionalInt(checks, 'page', body.page, 1, 1_000_000) ?? 1;
  const size = optionalInt(checks, 'size', body.size, 1, 1000) ?? 250;
  checks.throwIfAny();

  const db = c.get('db');
  const me = c.get('user').id;
  const people = personIds.map((id) => {
    const p = db.prepare('SELECT * FROM people WHERE id = ? AND owner_id = ?').get(id, me) as PersonRow | undefined;
    if (!p) throw noAccess('person.read');
    return p;
  });
  for (const id of v3?.albumIds ?? []) if (!albumRole(db, me, id)) throw noAccess('album.read');
  const offset = (page - 1) * size;
  const synthetic = people.find((p) => p.synthetic_count > 0);
  let items: Record<string, unknown>[];
  let more: boolean;
  if (synthetic) {
    const seq = personSeq(db, synthetic.id);
    const end = Math.min(synthetic.synthetic_count, offset + size);
    items = [];
    // synthetic assets are all on the timeline, and in no album
    const none = (v3?.visibility !== undefined && v3.visibility !== 'timeline') || (v3?.albumIds.length ?? 0) > 0;
    // index 0 is the newest; oldest first (`order: "asc"`), position i is the index counted from the end
    const indexAt = (i: number) => (order === 'asc' ? synthetic.synthetic_count - 1 - i : i);
    for (let i = offset; i < end && !none; i++) items.push(syntheticAsset(db, synthetic, seq, indexAt(i), 'list', api)!);
    more = !none && end < synthetic.synthetic_count;
  } else {
    const where = ['a.owner_id = ?', 'a.is_trashed = 0'];
    const args: unknown[] = [me];
    const add = (clause: string, ...values: unknown[]): void => {
      where.push(clause);
      args.push(...values);
    };
    for (const p of people) add('a.id IN (SELECT asset_id FROM faces WHERE person_id = ?)', p.id);
    for (const id of v3?.albumIds ?? []) add('a.id IN (SELECT asset_id FROM album_assets WHERE album_id = ?)', id);
    if (isArchived !== undefined) add('a.is_archived = ?', Number(isArchived));
    else if (v3) add(visibilitySql(v3.visibility));
    else if (!withArchived) add('a.is_archived = 0');
    if (isFavorite !== undefined) add('a.is_favorite = ?', Number(isFavorite));
    if (type) add('a.type = ?', type);
    const sql = `${ASSET_SELECT} WHERE ${where.join(' AND ')} ORDER BY a.file_created_at ${order === 'asc' ? 'ASC' : 'DESC'}, a.id LIMIT ? OFFSET ?`;
    const rows = db.prepare(sql).all(...args, size + 1, offset) as AssetRow[];
    more = rows.length > size;
    items = rows.slice(0, size).map((r) => mapAsset(r, 'list', { people: withPeople ? peopleOfAsset(db, r.id) : undefined }, api));
  }
  if (!withExif) for (const item of items) delete item.exifInfo;
  return c.json({
    albums: { total: 0, count: 0, items: [], facets: [] },
    assets: { total: items.length, count: items.length, items, facets: [], nextPage: more ? String(page + 1) : null },
  });
});
