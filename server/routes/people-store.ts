import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoApi } from '../config';
import type { Db } from '../db/open';
import { noAccess } from '../http/errors';
import type { PersonRow } from '../mappers/person';
import { loadMediaRenderer } from '../seed/renderer';

/** The permission a v1.106 or v3 server names when a person may not be changed ("person.write" became "person.update"). */
export const personWrite = (api: DemoApi): string => (api === 'v3' ? 'person.update' : 'person.write');

/** The caller's own person, to change: else Immich's 400 "Not found or no person.update access". */
export function ownPersonToWrite(db: Db, userId: string, id: string, api: DemoApi): PersonRow {
  const p = db.prepare('SELECT * FROM people WHERE id = ? AND owner_id = ?').get(id, userId) as PersonRow | undefined;
  if (!p) throw noAccess(personWrite(api));
  return p;
}

export const nowIso = (): string => new Date().toISOString();

export function touchPerson(db: Db, id: string): void {
  db.prepare('UPDATE people SET updated_at = ? WHERE id = ?').run(nowIso(), id);
}

export function personById(db: Db, id: string): PersonRow {
  return db.prepare('SELECT * FROM people WHERE id = ?').get(id) as PersonRow;
}

export interface FaceRow {
  id: string;
  asset_id: string;
  person_id: string | null;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A face whose photo the caller owns (what moving or deleting a face needs), else 400 naming `permission`. */
export function ownFace(db: Db, userId: string, faceId: string, permission: string): FaceRow {
  const f = db.prepare('SELECT f.* FROM faces f JOIN assets a ON a.id = f.asset_id WHERE f.id = ? AND a.owner_id = ?').get(faceId, userId) as FaceRow | undefined;
  if (!f) throw noAccess(permission);
  return f;
}

/** The face a person's thumbnail is best cropped from: the largest on a photo that is neither trashed nor archived. */
function bestFace(db: Db, personId: string): FaceRow | undefined {
  return db
    .prepare(
      `SELECT f.* FROM faces f JOIN assets a ON a.id = f.asset_id WHERE f.person_id = ?
       ORDER BY a.is_trashed, a.is_archived, (f.x2 - f.x1) * (f.y2 - f.y1) DESC, f.id LIMIT 1`,
    )
    .get(personId) as FaceRow | undefined;
}

/**
 * Makes `face` (or, without one, the person's best face) the person's cover: its thumbnail is
 * cropped from the photo's preview as the seeder crops it. A person left without faces keeps no cover.
 */
export async function setCover(db: Db, dataDir: string, personId: string, face?: FaceRow): Promise<void> {
  const chosen = face ?? bestFace(db, personId);
  const before = personById(db, personId);
  if (!chosen) {
    db.prepare('UPDATE people SET face_id = NULL, updated_at = ? WHERE id = ?').run(nowIso(), personId);
    return;
  }
  let file = before.thumbnail_file;
  try {
    const asset = db.prepare('SELECT preview_file FROM assets WHERE id = ?').get(chosen.asset_id) as { preview_file: string };
    const crop = await (await loadMediaRenderer()).cropFaceThumbnail(await readFile(join(dataDir, asset.preview_file)), chosen);
    file = join('faces', `${personId}-${chosen.id.slice(0, 8)}.jpg`);
    await writeFile(join(dataDir, file), crop);
    if (before.thumbnail_file && before.thumbnail_file !== file) await rm(join(dataDir, before.thumbnail_file), { force: true });
  } catch (error) {
    // without sharp (or the preview) the old picture stays; the cover still moves
    process.stderr.write(`[keepsake] the face thumbnail of ${personId} was not cropped again: ${String(error)}\n`);
  }
  const owner = before.owner_id;
  const path = before.thumbnail_path || `upload/thumbs/${owner}/${personId.slice(0, 2)}/${personId.slice(2, 4)}/${personId}.jpeg`;
  db.prepare('UPDATE people SET face_id = ?, thumbnail_file = ?, thumbnail_path = ?, updated_at = ? WHERE id = ?').run(chosen.id, file, file ? path : '', nowIso(), personId);
}

/** Deletes a person and their face thumbnail (their faces, if any, become faces of nobody). */
export async function removePerson(db: Db, dataDir: string, person: PersonRow): Promise<void> {
  db.prepare('UPDATE faces SET person_id = NULL WHERE person_id = ?').run(person.id);
  db.prepare('DELETE FROM people WHERE id = ?').run(person.id);
  if (person.thumbnail_file) await rm(join(dataDir, person.thumbnail_file), { force: true });
}

/**
 * After a face left `personId`: a person without faces is removed, one whose cover it was gets
 * another. The benchmark's synthetic people (no face rows) are never touched.
 */
export async function afterFaceLeft(db: Db, dataDir: string, personId: string, faceId: string): Promise<void> {
  const person = db.prepare('SELECT * FROM people WHERE id = ?').get(personId) as PersonRow | undefined;
  if (!person || person.synthetic_count > 0) return;
  const left = db.prepare('SELECT count(*) AS n FROM faces WHERE person_id = ?').get(personId) as { n: number };
  if (left.n === 0) await removePerson(db, dataDir, person);
  else if (person.face_id === faceId || person.face_id === null) await setCover(db, dataDir, personId);
}
