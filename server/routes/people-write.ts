import { Hono, type Context } from 'hono';
import type { DemoApi } from '../config';
import type { Db } from '../db/open';
import { canReadAsset } from '../http/access';
import { badRequest, noAccess } from '../http/errors';
import type { ApiEnv } from '../http/types';
import { Checks, jsonBody, uuidParam } from '../http/validate';
import { randomUuid } from '../lib/ids';
import { mapPerson } from '../mappers/person';
import { personFields, type PersonFields } from './people-body';
import { nowIso, ownPersonToWrite, personById, setCover, type FaceRow } from './people-store';

/** Immich's person writes: update (one, several), create. Owner only. */
export const peopleWriteRoutes = new Hono<ApiEnv>();

/** Applies an update to the caller's person, as PersonService.update does; throws Immich's 400s. */
async function updatePerson(c: Context<ApiEnv>, id: string, fields: PersonFields): Promise<void> {
  const db = c.get('db');
  const api = c.get('api');
  const me = c.get('user').id;
  ownPersonToWrite(db, me, id, api);
  let face: FaceRow | undefined;
  if (fields.featureFaceAssetId) {
    if (!canReadAsset(db, me, fields.featureFaceAssetId)) throw noAccess('asset.read');
    face = db.prepare('SELECT * FROM faces WHERE person_id = ? AND asset_id = ? ORDER BY id LIMIT 1').get(id, fields.featureFaceAssetId) as FaceRow | undefined;
    if (!face) throw badRequest(api === 'v3' ? 'Invalid assetId for feature face or asset is offline' : 'Invalid assetId for feature face');
  }
  writeFields(db, id, fields);
  if (face) await setCover(db, c.get('dataDir'), id, face);
}

function writeFields(db: Db, id: string, f: PersonFields): void {
  const columns: [string, unknown][] = [['updated_at', nowIso()]];
  if (f.name !== undefined) columns.push(['name', f.name]);
  if (f.birthDate !== undefined) columns.push(['birth_date', f.birthDate]);
  if (f.isHidden !== undefined) columns.push(['is_hidden', f.isHidden ? 1 : 0]);
  if (f.isFavorite !== undefined) columns.push(['is_favorite', f.isFavorite ? 1 : 0]);
  db.prepare(`UPDATE people SET ${columns.map(([c]) => `${c} = ?`).join(', ')} WHERE id = ?`).run(...columns.map(([, v]) => v), id);
}

const readFields = async (c: Context<ApiEnv>, update: boolean): Promise<PersonFields> => {
  const checks = new Checks();
  const fields = personFields(checks, await jsonBody(c), c.get('api'), update);
  checks.throwIfAny();
  return fields;
};

const updateOne = async (c: Context<ApiEnv>) => {
  const id = uuidParam(c);
  await updatePerson(c, id, await readFields(c, true));
  return c.json(mapPerson(personById(c.get('db'), id), c.get('api')));
};

peopleWriteRoutes.put('/people/:id', updateOne);

/** v3.0+ also takes the update as PATCH (not in its spec); v1.106 answers its unknown-route 404. */
peopleWriteRoutes.patch('/people/:id', async (c, next) => (c.get('api') === 'v3' ? updateOne(c) : next()));

/** `PUT /people`: each item through the single update; any failure is `{success: false, error: "unknown"}`. */
peopleWriteRoutes.put('/people', async (c) => {
  const body = await jsonBody(c);
  const api: DemoApi = c.get('api');
  const checks = new Checks();
  const items: { id: string; fields: PersonFields }[] = [];
  if (!Array.isArray(body.people)) checks.add('people must be an array');
  else {
    body.people.forEach((item: unknown, i) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) return checks.add(`people.${i}.nested property people must be either object or array`);
      const raw = item as Record<string, unknown>;
      const inner = new Checks();
      if (raw.id === undefined || raw.id === null || raw.id === '') inner.add('id should not be empty');
      if (typeof raw.id !== 'string') inner.add('id must be a string');
      const fields = personFields(inner, raw, api, true);
      inner.messages.forEach((m) => checks.add(`people.${i}.${m}`));
      items.push({ id: String(raw.id), fields });
    });
  }
  checks.throwIfAny();
  const results: { id: string; success: boolean; error?: string }[] = [];
  for (const { id, fields } of items) {
    try {
      await updatePerson(c, id, fields);
      results.push({ id, success: true });
    } catch {
      results.push({ id, success: false, error: 'unknown' });
    }
  }
  return c.json(results);
});

/** `POST /people`: a person without faces (and so without a thumbnail), 201. */
peopleWriteRoutes.post('/people', async (c) => {
  const fields = await readFields(c, false);
  const db = c.get('db');
  const id = randomUuid();
  const now = nowIso();
  db.prepare('INSERT INTO people (id, owner_id, name, birth_date, is_hidden, is_favorite, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    id, c.get('user').id, fields.name ?? '', fields.birthDate ?? null, fields.isHidden ? 1 : 0, fields.isFavorite ? 1 : 0, now, now,
  );
  return c.json(mapPerson(personById(db, id), c.get('api')), 201);
});
