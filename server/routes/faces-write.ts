import { Hono } from 'hono';
import { badRequest, noAccess } from '../http/errors';
import type { ApiEnv } from '../http/types';
import { Checks, jsonBody, optionalUuid, uuidParam } from '../http/validate';
import { randomUuid } from '../lib/ids';
import { mapPerson, type PersonRow } from '../mappers/person';
import { afterFaceLeft, ownFace, ownPersonToWrite, personById, setCover, touchPerson, type FaceRow } from './people-store';

/** Moving, adding and deleting faces (the last two v1.127+, so v3 mode only). */
export const faceWriteRoutes = new Hono<ApiEnv>();

/**
 * `PUT /faces/{id}`: `{id}` is the TARGET PERSON, the body `{id}` the face. Needs the person and the
 * face's photo to be the caller's. A person the face leaves without faces is removed; the target
 * gets the face as its cover when it had none, the old person a new one when it was theirs.
 */
faceWriteRoutes.put('/faces/:id', async (c) => {
  const personId = uuidParam(c);
  const checks = new Checks();
  const raw = (await jsonBody(c)).id;
  const faceId = optionalUuid(checks, 'id', raw ?? null);
  if (raw === undefined || raw === null || raw === '') checks.add('id should not be empty');
  if (typeof raw !== 'string') checks.add('id must be a string');
  checks.throwIfAny();
  const db = c.get('db');
  const me = c.get('user').id;
  const api = c.get('api');
  const target = ownPersonToWrite(db, me, personId, api);
  const face = ownFace(db, me, faceId!, 'person.create');
  const from = face.person_id;
  db.prepare('UPDATE faces SET person_id = ? WHERE id = ?').run(personId, face.id);
  touchPerson(db, personId);
  if (!target.face_id) await setCover(db, c.get('dataDir'), personId, face);
  if (from && from !== personId) await afterFaceLeft(db, c.get('dataDir'), from, face.id);
  return c.json(mapPerson(personById(db, personId), api));
});

const NUMBERS = ['imageWidth', 'imageHeight', 'x', 'y', 'width', 'height'] as const;

/** `POST /faces` (v3): a face drawn by hand on the caller's photo, for one of their people; 201, no body. */
faceWriteRoutes.post('/faces', async (c, next) => {
  if (c.get('api') !== 'v3') return next();
  const body = await jsonBody(c);
  const checks = new Checks();
  const assetId = optionalUuid(checks, 'assetId', body.assetId ?? null);
  const personId = optionalUuid(checks, 'personId', body.personId ?? null);
  const n: Record<string, number> = {};
  for (const key of NUMBERS) {
    const v = body[key];
    if (v === undefined || v === null || v === '') checks.add(`${key} should not be empty`);
    if (typeof v !== 'number' || !Number.isFinite(v)) checks.add(`${key} must be a number conforming to the specified constraints`);
    // v2.7.5 stores integers and fails (500) on fractions; v3 refuses them
    else if (!Number.isInteger(v)) checks.add(`${key} must be an integer number`);
    else n[key] = v;
  }
  checks.throwIfAny();
  const db = c.get('db');
  const me = c.get('user').id;
  // v3.0+ wants the photo to be the caller's (asset.update); v2.7.5 took any photo they could see
  if (!db.prepare('SELECT 1 FROM assets WHERE id = ? AND owner_id = ?').get(assetId, me)) throw noAccess('asset.update');
  const person = db.prepare('SELECT * FROM people WHERE id = ? AND owner_id = ?').get(personId, me) as PersonRow | undefined;
  if (!person) throw noAccess('person.read');
  const face: FaceRow = {
    id: randomUuid(), asset_id: assetId!, person_id: personId!,
    x1: n.x!, y1: n.y!, x2: n.x! + n.width!, y2: n.y! + n.height!,
  };
  db.prepare("INSERT INTO faces (id, asset_id, person_id, image_width, image_height, x1, y1, x2, y2, source_type) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'manual')").run(
    face.id, face.asset_id, face.person_id, n.imageWidth!, n.imageHeight!, face.x1, face.y1, face.x2, face.y2,
  );
  touchPerson(db, person.id);
  if (!person.face_id && face.x2 > face.x1 && face.y2 > face.y1) await setCover(db, c.get('dataDir'), person.id, face);
  return c.body(null, 201);
});

/** `DELETE /faces/{id}` (v3) with `{force}`: the face is gone either way here; 204. */
faceWriteRoutes.delete('/faces/:id', async (c, next) => {
  if (c.get('api') !== 'v3') return next();
  const id = uuidParam(c);
  const body = await jsonBody(c);
  if (body.force === undefined || body.force === null || body.force === '') throw badRequest(['force should not be empty']);
  const db = c.get('db');
  const face = ownFace(db, c.get('user').id, id, 'face.delete');
  db.prepare('DELETE FROM faces WHERE id = ?').run(id);
  if (face.person_id) await afterFaceLeft(db, c.get('dataDir'), face.person_id, face.id);
  return c.body(null, 204);
});
