import { Hono } from 'hono';
import { requireAssetAccess } from '../http/access';
import { noAccess } from '../http/errors';
import type { ApiEnv } from '../http/types';
import { Checks } from '../http/validate';
import { isUuid } from '../lib/ids';
import { mapPerson, type PersonRow } from '../mappers/person';
import { parseSyntheticId, syntheticPerson, syntheticRowAndFace } from '../synthetic';

/**
 * `GET /faces`: in v3 the only source of face boxes once assets lost `people[].faces`; v1.106 has
 * it too (without `sourceType`, keys in its order).
 */
export const faceRoutes = new Hono<ApiEnv>();

interface FaceRow {
  id: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  image_width: number;
  image_height: number;
  person_id: string | null;
  source_type: string;
}

/**
 * `GET /faces?id=<assetId>`: every face on the asset, left to right, in the preview's pixels. A
 * face carries its `person` only when the caller owns that person: a member of someone else's
 * shared album gets the boxes with `person: null`, as Immich answers; so do faces nobody named.
 */
faceRoutes.get('/faces', (c) => {
  const checks = new Checks();
  const id = c.req.query('id');
  if (!isUuid(id)) checks.add('id must be a UUID');
  checks.throwIfAny();
  const assetId = id as string;
  const db = c.get('db');
  const me = c.get('user').id;

  const synthetic = parseSyntheticId(assetId);
  if (synthetic) {
    const person = syntheticPerson(db, synthetic.personSeq);
    const found = person && person.owner_id === me ? syntheticRowAndFace(db, person, synthetic.personSeq, synthetic.index) : undefined;
    if (!person || !found) throw noAccess('asset.read');
    const f = found.face;
    return c.json([
      { id: f.id, boundingBoxX1: f.boundingBoxX1, boundingBoxY1: f.boundingBoxY1, boundingBoxX2: f.boundingBoxX2, boundingBoxY2: f.boundingBoxY2, imageWidth: f.imageWidth, imageHeight: f.imageHeight, sourceType: 'machine-learning', person: mapPerson(person, 'v3') },
    ]);
  }

  requireAssetAccess(db, me, assetId, 'asset.read');
  const faces = db.prepare('SELECT id, x1, y1, x2, y2, image_width, image_height, person_id, source_type FROM faces WHERE asset_id = ? ORDER BY x1, id').all(assetId) as FaceRow[];
  const personStmt = db.prepare('SELECT * FROM people WHERE id = ? AND owner_id = ?');
  const api = c.get('api');
  return c.json(
    faces.map((f) => {
      const person = f.person_id ? (personStmt.get(f.person_id, me) as PersonRow | undefined) : undefined;
      if (api !== 'v3') {
        const box = { boundingBoxX1: f.x1, boundingBoxX2: f.x2, boundingBoxY1: f.y1, boundingBoxY2: f.y2 };
        return { id: f.id, imageHeight: f.image_height, imageWidth: f.image_width, ...box, person: person ? mapPerson(person, 'v1') : null };
      }
      return {
        id: f.id,
        boundingBoxX1: f.x1,
        boundingBoxY1: f.y1,
        boundingBoxX2: f.x2,
        boundingBoxY2: f.y2,
        imageWidth: f.image_width,
        imageHeight: f.image_height,
        sourceType: f.source_type,
        person: person ? mapPerson(person, 'v3') : null,
      };
    }),
  );
});
