import { join } from 'node:path';
import { Hono } from 'hono';
import type { Db } from '../db/open';
import { CACHE_PRIVATE_NONE, sendFile } from '../http/files';
import { noAccess, notFound } from '../http/errors';
import type { ApiEnv } from '../http/types';
import { Checks, optionalBoolean, uuidParam } from '../http/validate';
import { ASSET_SELECT, facesOfPerson, mapAsset, type AssetRow } from '../mappers/asset';
import { mapPerson, type PersonRow } from '../mappers/person';
import { personSeq, syntheticAssetFile } from '../synthetic';

export const peopleRoutes = new Hono<ApiEnv>();

export function getOwnPerson(db: Db, userId: string, id: string): PersonRow {
  const p = db.prepare('SELECT * FROM people WHERE id = ? AND owner_id = ?').get(id, userId) as PersonRow | undefined;
  if (!p) throw noAccess('person.read');
  return p;
}

peopleRoutes.get('/people', (c) => {
  const checks = new Checks();
  const withHidden = optionalBoolean(checks, 'withHidden', c.req.query('withHidden'), true) ?? false;
  checks.throwIfAny();
  const rows = c
    .get('db')
    .prepare(
      `SELECT p.*, (SELECT count(*) FROM faces f WHERE f.person_id = p.id) AS faces
       FROM people p WHERE p.owner_id = ? AND p.synthetic_count = 0
       ORDER BY p.is_hidden, p.name = '', faces DESC, p.name`,
    )
    .all(c.get('user').id) as PersonRow[];
  const hidden = rows.filter((p) => p.is_hidden === 1).length;
  const api = c.get('api');
  const people = rows.filter((p) => withHidden || p.is_hidden === 0).map((p) => mapPerson(p, api));
  // v2+ pages the list (`page`, `size`); the demo's few people always fit the first page
  return c.json(api === 'v3' ? { people, hasNextPage: false, total: rows.length, hidden } : { people, total: rows.length, hidden });
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
