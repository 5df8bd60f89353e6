import type { DemoApi } from '../config';
import type { Db } from '../db/open';
import { mapAssetV3 } from './asset-v3';
import { dateFields, fileFields, FIXED_TAIL, mapExif, type AssetPerson, type AssetPersonDto, type AssetRow, type AssetShape, type FaceDto, type MapOptions } from './asset-row';

export { ASSET_SELECT, type AssetPerson, type AssetRow, type AssetShape, type MapOptions } from './asset-row';

/** v1.106's `people[]` entry (key order as recorded). */
const toPersonDto = (p: AssetPerson): AssetPersonDto => ({ id: p.id, name: p.name, birthDate: p.birthDate, thumbnailPath: p.thumbnailPath, isHidden: p.isHidden, faces: p.faces });

/** The asset as the service's Immich generation shapes it (v3: `./asset-v3`). */
export function mapAsset(r: AssetRow, shape: AssetShape, o: MapOptions = {}, api: DemoApi = 'v1'): Record<string, unknown> {
  if (api === 'v3') return mapAssetV3(r, shape, o);
  const out: Record<string, unknown> = { id: r.id, deviceAssetId: r.device_asset_id, ownerId: r.owner_id };
  if (shape === 'full' && o.owner) out.owner = o.owner;
  out.deviceId = r.device_id;
  out.libraryId = null;
  Object.assign(out, fileFields(r));
  out.resized = true;
  Object.assign(out, dateFields(r));
  // v1.106 reports false in memory and person lists (it does not join the favourite state there)
  out.isFavorite = shape === 'thin' || shape === 'person' ? false : r.is_favorite === 1;
  out.isArchived = r.is_archived === 1;
  out.isTrashed = r.is_trashed === 1;
  out.duration = r.duration;
  if (shape !== 'thin') out.exifInfo = mapExif(r);
  out.livePhotoVideoId = null;
  // v1.106 tags are flat: the whole path is the name
  if (shape === 'full') out.tags = (o.tags ?? []).map((t) => ({ id: t.id, type: 'CUSTOM', name: t.value, userId: t.owner_id }));
  out.people = shape === 'thin' ? [] : (o.people ?? []).map(toPersonDto);
  if (shape === 'full' || shape === 'person') out.unassignedFaces = shape === 'full' ? (o.unassignedFaces ?? []) : [];
  out.checksum = r.checksum;
  if (shape === 'full' && r.stack_id) {
    out.stackParentId = r.stack_primary;
    out.stack = o.stack ?? [];
  }
  out.stackCount = shape === 'thin' || !r.stack_id ? null : r.stack_size;
  return Object.assign(out, FIXED_TAIL);
}

interface FaceJoinRow {
  asset_id: string;
  face_id: string;
  person_id: string;
  name: string;
  birth_date: string | null;
  thumbnail_path: string;
  is_hidden: number;
  updated_at: string;
  image_width: number;
  image_height: number;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

const FACE_SELECT = `SELECT f.asset_id, f.id AS face_id, p.id AS person_id, p.name, p.birth_date, p.thumbnail_path,
  p.is_hidden, p.updated_at, f.image_width, f.image_height, f.x1, f.y1, f.x2, f.y2
FROM faces f JOIN people p ON p.id = f.person_id`;

function groupPeople(rows: FaceJoinRow[]): Map<string, AssetPerson[]> {
  const byAsset = new Map<string, AssetPerson[]>();
  for (const f of rows) {
    let people = byAsset.get(f.asset_id);
    if (!people) byAsset.set(f.asset_id, (people = []));
    let person = people.find((p) => p.id === f.person_id);
    if (!person) {
      person = { id: f.person_id, name: f.name, birthDate: f.birth_date, thumbnailPath: f.thumbnail_path, isHidden: f.is_hidden === 1, updatedAt: f.updated_at, faces: [] };
      people.push(person);
    }
    person.faces.push({ id: f.face_id, imageHeight: f.image_height, imageWidth: f.image_width, boundingBoxX1: f.x1, boundingBoxX2: f.x2, boundingBoxY1: f.y1, boundingBoxY2: f.y2 });
  }
  return byAsset;
}

/** Every recognised person on one asset, with their faces. */
export function peopleOfAsset(db: Db, assetId: string): AssetPerson[] {
  const rows = db.prepare(`${FACE_SELECT} WHERE f.asset_id = ? ORDER BY p.name = '', p.name, f.id`).all(assetId) as FaceJoinRow[];
  return groupPeople(rows).get(assetId) ?? [];
}

/** The faces on one asset that no person holds, left to right (v1.106's `unassignedFaces`). */
export function unassignedFacesOf(db: Db, assetId: string): FaceDto[] {
  const rows = db.prepare('SELECT id, image_width, image_height, x1, y1, x2, y2 FROM faces WHERE asset_id = ? AND person_id IS NULL ORDER BY x1, id').all(assetId) as (Omit<FaceJoinRow, 'asset_id' | 'face_id'> & { id: string })[];
  return rows.map((f) => ({ id: f.id, imageHeight: f.image_height, imageWidth: f.image_width, boundingBoxX1: f.x1, boundingBoxX2: f.x2, boundingBoxY1: f.y1, boundingBoxY2: f.y2 }));
}

/** One person's faces on all their assets, keyed by asset id. */
export function facesOfPerson(db: Db, personId: string): Map<string, AssetPerson[]> {
  const rows = db.prepare(`${FACE_SELECT} WHERE f.person_id = ? ORDER BY f.id`).all(personId) as FaceJoinRow[];
  return groupPeople(rows);
}
