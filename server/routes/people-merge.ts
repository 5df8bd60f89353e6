import { Hono, type Context } from 'hono';
import type { Db } from '../db/open';
import { badRequest } from '../http/errors';
import type { ApiEnv } from '../http/types';
import { Checks, jsonBody, uuidList, uuidParam } from '../http/validate';
import type { PersonRow } from '../mappers/person';
import { nowIso, ownPersonToWrite, removePerson, setCover } from './people-store';

/** Merging people: `POST /people/{id}/merge` (every version) and v3.2.1's `POST /people/merge`. */
export const peopleMergeRoutes = new Hono<ApiEnv>();

export interface MergeResult {
  id: string;
  success: boolean;
  error?: 'no_permission' | 'not_found' | 'unknown';
}

/** Birthday memories name their person by id: the merged one's are the survivor's now. */
function moveMemories(db: Db, from: string, to: string): void {
  const rows = db.prepare("SELECT id, data FROM memories WHERE type = 'birthday' AND data LIKE ?").all(`%${from}%`) as { id: string; data: string }[];
  for (const m of rows) {
    const data = JSON.parse(m.data) as Record<string, unknown>;
    if (data.personId === from) db.prepare('UPDATE memories SET data = ?, updated_at = ? WHERE id = ?').run(JSON.stringify({ ...data, personId: to }), nowIso(), m.id);
  }
}

/**
 * Merges each of `ids` into `survivor` in turn (PersonService.mergePerson): access is checked for
 * all first (a person the caller does not own, or that does not exist, is `no_permission`); one
 * already merged earlier in the list is `not_found`. The survivor takes a merged person's name and
 * birth date only where its own are empty; their faces move to it and the merged person is deleted.
 */
async function merge(c: Context<ApiEnv>, survivor: PersonRow, ids: string[]): Promise<MergeResult[]> {
  const db = c.get('db');
  const me = c.get('user').id;
  const owned = new Set(ids.filter((id) => db.prepare('SELECT 1 FROM people WHERE id = ? AND owner_id = ?').get(id, me) !== undefined));
  const results: MergeResult[] = [];
  for (const id of ids) {
    if (!owned.has(id)) {
      results.push({ id, success: false, error: 'no_permission' });
      continue;
    }
    const other = db.prepare('SELECT * FROM people WHERE id = ?').get(id) as PersonRow | undefined;
    if (!other) {
      results.push({ id, success: false, error: 'not_found' });
      continue;
    }
    if (other.synthetic_count > 0 || survivor.synthetic_count > 0) {
      // the benchmark's generated people have no face rows to move
      results.push({ id, success: false, error: 'unknown' });
      continue;
    }
    const name = survivor.name || other.name;
    const birthDate = survivor.birth_date ?? other.birth_date;
    db.prepare('UPDATE people SET name = ?, birth_date = ?, updated_at = ? WHERE id = ?').run(name, birthDate, nowIso(), survivor.id);
    db.prepare('UPDATE faces SET person_id = ? WHERE person_id = ?').run(survivor.id, id);
    moveMemories(db, id, survivor.id);
    await removePerson(db, c.get('dataDir'), other);
    survivor = db.prepare('SELECT * FROM people WHERE id = ?').get(survivor.id) as PersonRow;
    results.push({ id, success: true });
  }
  if (!survivor.face_id) await setCover(db, c.get('dataDir'), survivor.id);
  return results;
}

const readIds = async (c: Context<ApiEnv>, min: number): Promise<string[]> => {
  const body = await jsonBody(c);
  const checks = new Checks();
  const ids = uuidList(checks, 'ids', body.ids);
  if (checks.messages.length === 0 && ids.length < min) checks.add(`ids must contain at least ${min} elements`);
  checks.throwIfAny();
  return ids;
};

/** v1.106 answers 201, v1.138 and later 200; an own id in `ids` is refused (v1.107.2+). */
peopleMergeRoutes.post('/people/:id/merge', async (c) => {
  const id = uuidParam(c);
  const ids = await readIds(c, 0);
  if (ids.includes(id)) throw badRequest('Cannot merge a person into themselves');
  const survivor = ownPersonToWrite(c.get('db'), c.get('user').id, id, c.get('api'));
  return c.json(await merge(c, survivor, ids), c.get('api') === 'v3' ? 200 : 201);
});

/** v3.2.1's ordered merge: the first id survives, and the first name and birth date given win. */
peopleMergeRoutes.post('/people/merge', async (c, next) => {
  if (c.get('api') !== 'v3') return next();
  const [first, ...rest] = await readIds(c, 2);
  if (rest.includes(first!)) throw badRequest('Cannot merge a person into themselves');
  const survivor = ownPersonToWrite(c.get('db'), c.get('user').id, first!, 'v3');
  return c.json(await merge(c, survivor, rest), 200);
});
