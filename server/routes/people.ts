import { join } from 'node:path';
import { Hono } from 'hono';
import type { Db } from '../db/open';
import { CACHE_PRIVATE_NONE, sendFile } from '../http/files';
import { noAccess, notFound } from '../http/errors';
import type { ApiEnv } from '../http/types';
import { Checks, optionalBoolean, optionalInt, uuidParam } from '../http/validate';
import { ASSET_SELECT, facesOfPerson, mapAsset, type AssetRow } from '../mappers/asset';
import { mapPerson, type PersonRow } from '../mappers/person';
import { personSeq, syntheticAssetFile } from '../synthetic';

export const peopleRoutes = new Hono<ApiEnv>();

export function getOwnPerson(db: Db, userId: string, id: string, permission = 'person.read'): PersonRow {
  const p = db.prepare('SELECT * FROM people WHERE id = ? AND owner_id = ?').get(id, userId) as PersonRow | undefined;
  if (!p) throw noAccess(permission);
  return p;
}

/**
 * Immich's order: hidden last, favourites first, named before unnamed, most faces first, then by
 * name. v2+ pages the list (`page` ≥ 1, `size` 1–1000, `hasNextPage`); v1.106 knows `withHidden` only.
 */
peopleRoutes.get('/people', (c) => {
  const checks = new Checks();
  const api = c.get('api');
  const withHidden = optionalBoolean(checks, 'withHidden', c.req.query('withHidden'), true) ?? false;
  const rawPage = c.req.query('page');
  // a page that is no number fails both of v2.7.5's checks, in this order
  if (api === 'v3' && rawPage !== undefined && !/^-?\d+$/.test(rawPage.trim())) checks.add('page must not be less than 1');
  const page = api === 'v3' ? (optionalInt(checks, 'page', rawPage, 1, Number.MAX_SAFE_INTEGER) ?? 1) : 1;
  const size = api === 'v3' ? (optionalInt(checks, 'size', c.req.query('size'), 1, 1000) ?? 500) : Number.MAX_SAFE_INTEGER;
  checks.throwIfAny();
  const rows = c
    .get('db')
    .prepare(
      `SELECT p.*, (SELECT count(*) FROM faces f WHERE f.person_id = p.id) AS faces
       FROM people p WHERE p.owner_id = ? AND p.synthetic_count = 0
       ORDER BY p.is_hidden, p.is_favorite DESC, p.name = '', faces DESC, p.name, p.created_at, p.id`,
    )
    .all(c.get('user').id) as PersonRow[];
  const hidden = rows.filter((p) => p.is_hidden === 1).length;
  const shown = rows.filter((p) => withHidden || p.is_hidden === 0);
  const people = shown.slice((page - 1) * size, page * size).map((p) => mapPerson(p, api));
  if (api !== 'v3') return c.json({ people, total: rows.length, hidden });
  return c.json({ people, hasNextPage: page * size < shown.length, total: rows.length, hidden });
});

/** `GET /people/{id}/statistics`: how many of the person's photos are neither trashed nor archived. */
peopleRoutes.get('/people/:id/statistics', (c) => {
  const id = uuidParam(c);
  const db = c.get('db');
  const person = getOwnPerson(db, c.get('user').id, id, 'person.statistics');
  if (person.synthetic_count > 0) return c.json({ assets: person.synthetic_count });
  const row = db
    .prepare('SELECT count(DISTINCT a.id) AS n FROM faces f JOIN assets a ON a.id = f.asset_id WHERE f.person_id = ? AND a.is_trashed = 0 AND a.is_archived = 0')
    .get(id) as { n: number };
  return c.json({ assets: row.n });
});

/** `GET /search/person?name=&withHidden=`: the caller's people whose name holds `name` (any case), most faces first. */
peopleRoutes.get('/search/person', (c) => {
  const checks = new Checks();
  const name = c.req.query('name');
  if (name === undefined || name === '') checks.add('name should not be empty');
  if (name === undefined) checks.add('name must be a string');
  const withHidden = optionalBoolean(checks, 'withHidden', c.req.query('withHidden'), true) ?? false;
  checks.throwIfAny();
  const api = c.get('api');
  const rows = c
    .get('db')
    .prepare(
      `SELECT p.* FROM people p WHERE p.owner_id = ? AND p.synthetic_count = 0 AND instr(lower(p.name), lower(?)) > 0 ${withHidden ? '' : 'AND p.is_hidden = 0'}
       ORDER BY (SELECT count(*) FROM faces f WHERE f.person_id = p.id) DESC, p.name, p.id LIMIT ?`,
    )
    .all(c.get('user').id, name!, api === 'v3' ? 100 : 20) as PersonRow[];
  return c.json(rows.map((p) => mapPerson(p, api)));
});

peopleRoutes.get('/people/:id', (c) => {
  const id = uuidParam(c);
  return c.json(mapPerson(getOwnPerson(c.get('db'), c.get('user').id, id), c.get('api')));
});

peopleRoutes.get('/people/:id/thumbnail', (c) => {
  const id = uuidParam(c);
  const person = getOwnPerson(c.get('db'), c.get('user').id, id);
  if (!person.thumbnail_file) throw notFound('This person has no face thumbnail yet');
  return sendFile(c, join(c.get('dataDir'), person.thumbnail_file), 'image/jpeg', CACHE_PRIVATE_NONE);
});

/**
 * v1.106's person assets (v3 has no such endpoint: see REMOVED_IN_V3), without its 1,000 cap (removed in v1.112): newest first, archived and
 * trashed left out, each asset's `people[]` holding only this person.
 */
peopleRoutes.get('/people/:id/assets', async (c) => {
  const id = uuidParam(c);
  const db = c.get('db');
  const person = getOwnPerson(db, c.get('user').id, id);
  if (person.synthetic_count > 0) {
    const file = await syntheticAssetFile(c.get('dataDir'), db, person, personSeq(db, id));
    return sendFile(c, file, 'application/json; charset=utf-8', CACHE_PRIVATE_NONE);
  }
  const rows = db
    .prepare(
      `${ASSET_SELECT} WHERE a.id IN (SELECT asset_id FROM faces WHERE person_id = ?)
       AND a.is_archived = 0 AND a.is_trashed = 0 ORDER BY a.file_created_at DESC, a.id`,
    )
    .all(id) as AssetRow[];
  const faces = facesOfPerson(db, id);
  return c.json(rows.map((r) => mapAsset(r, 'person', { people: faces.get(r.id) ?? [] })));
});
