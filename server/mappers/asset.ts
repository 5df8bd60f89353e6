import type { DemoApi } from '../config';
import type { Db } from '../db/open';
import { mapAssetV3 } from './asset-v3';
import type { UserDto } from './user';

/** A row of `assets` joined with `exif` (exif columns are null when the asset has none). */
export interface AssetRow {
  id: string;
  owner_id: string;
  type: string;
  device_asset_id: string;
  device_id: string;
  original_path: string;
  original_file_name: string;
  original_mime_type: string;
  checksum: string;
  thumbhash: string | null;
  duration: string;
  file_created_at: string;
  file_modified_at: string;
  local_date_time: string;
  created_at: string;
  updated_at: string;
  is_favorite: number;
  is_archived: number;
  is_trashed: number;
  stack_id: string | null;
  original_file: string;
  preview_file: string;
  thumbnail_file: string;
  video_file: string | null;
  stack_primary: string | null;
  stack_size: number | null;
  make: string | null;
  model: string | null;
  exif_image_width: number | null;
  exif_image_height: number | null;
  file_size_in_byte: number | null;
  orientation: string | null;
  date_time_original: string | null;
  modify_date: string | null;
  time_zone: string | null;
  lens_model: string | null;
  f_number: number | null;
  focal_length: number | null;
  iso: number | null;
  exposure_time: string | null;
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  state: string | null;
  country: string | null;
  description: string | null;
  projection_type: string | null;
}

/** SELECT list + FROM clause for AssetRow; append WHERE/ORDER BY. */
export const ASSET_SELECT = `SELECT a.*, s.primary_asset_id AS stack_primary,
  (SELECT count(*) FROM assets sa WHERE sa.stack_id = a.stack_id) AS stack_size,
  e.make, e.model, e.exif_image_width, e.exif_image_height, e.file_size_in_byte, e.orientation,
  e.date_time_original, e.modify_date, e.time_zone, e.lens_model, e.f_number, e.focal_length, e.iso,
  e.exposure_time, e.latitude, e.longitude, e.city, e.state, e.country, e.description, e.projection_type
FROM assets a LEFT JOIN exif e ON e.asset_id = a.id LEFT JOIN stacks s ON s.id = a.stack_id`;

export function mapExif(r: AssetRow) {
  return {
    make: r.make,
    model: r.model,
    exifImageWidth: r.exif_image_width,
    exifImageHeight: r.exif_image_height,
    fileSizeInByte: r.file_size_in_byte,
    orientation: r.orientation,
    dateTimeOriginal: r.date_time_original,
    modifyDate: r.modify_date,
    timeZone: r.time_zone,
    lensModel: r.lens_model,
    fNumber: r.f_number,
    focalLength: r.focal_length,
    iso: r.iso,
    exposureTime: r.exposure_time,
    latitude: r.latitude,
    longitude: r.longitude,
    city: r.city,
    state: r.state,
    country: r.country,
    description: r.description,
    projectionType: r.projection_type,
  };
}

export interface FaceDto {
  id: string;
  imageHeight: number;
  imageWidth: number;
  boundingBoxX1: number;
  boundingBoxX2: number;
  boundingBoxY1: number;
  boundingBoxY2: number;
}

export interface AssetPersonDto {
  id: string;
  name: string;
  birthDate: string | null;
  thumbnailPath: string;
  isHidden: boolean;
  faces: FaceDto[];
}

/** A recognised person on an asset with their faces there: what each API shape's `people[]` is made from. */
export interface AssetPerson extends AssetPersonDto {
  updatedAt: string;
}

/** v1.106's `people[]` entry (key order as recorded). */
const toPersonDto = (p: AssetPerson): AssetPersonDto => ({ id: p.id, name: p.name, birthDate: p.birthDate, thumbnailPath: p.thumbnailPath, isHidden: p.isHidden, faces: p.faces });

/**
 * Which of v1.106's asset shapes to produce:
 * - `thin`: memory assets (no exifInfo, people [], isFavorite false, stackCount null)
 * - `list`: album and search assets (exifInfo, people [])
 * - `person`: person assets (exifInfo, people = only that person, isFavorite false, unassignedFaces)
 * - `full`: `GET /assets/{id}` (owner, exifInfo, tags, every person with faces, stack)
 */
export type AssetShape = 'thin' | 'list' | 'person' | 'full';

export interface MapOptions {
  /** for `person` and `full`, and for `list` when a search asks `withPeople` */
  people?: AssetPerson[];
  owner?: UserDto;
  /** the other members of the stack, for `full` */
  stack?: unknown[];
}

/** The asset as the service's Immich generation shapes it (v3: `./asset-v3`). */
export function mapAsset(r: AssetRow, shape: AssetShape, o: MapOptions = {}, api: DemoApi = 'v1'): Record<string, unknown> {
  if (api === 'v3') return mapAssetV3(r, shape, o);
  const out: Record<string, unknown> = { id: r.id, deviceAssetId: r.device_asset_id, ownerId: r.owner_id };
  if (shape === 'full' && o.owner) out.owner = o.owner;
  out.deviceId = r.device_id;
  out.libraryId = null;
  out.type = r.type;
  out.originalPath = r.original_path;
  out.originalFileName = r.original_file_name;
  out.originalMimeType = r.original_mime_type;
  out.resized = true;
  out.thumbhash = r.thumbhash;
  out.fileCreatedAt = r.file_created_at;
  out.fileModifiedAt = r.file_modified_at;
  out.localDateTime = r.local_date_time;
  out.updatedAt = r.updated_at;
  // v1.106 reports false in memory and person lists (it does not join the favourite state there)
  out.isFavorite = shape === 'thin' || shape === 'person' ? false : r.is_favorite === 1;
  out.isArchived = r.is_archived === 1;
  out.isTrashed = r.is_trashed === 1;
  out.duration = r.duration;
  if (shape !== 'thin') out.exifInfo = mapExif(r);
  out.livePhotoVideoId = null;
  if (shape === 'full') out.tags = [];
  out.people = shape === 'thin' ? [] : (o.people ?? []).map(toPersonDto);
  if (shape === 'full' || shape === 'person') out.unassignedFaces = [];
  out.checksum = r.checksum;
  if (shape === 'full' && r.stack_id) {
    out.stackParentId = r.stack_primary;
    out.stack = o.stack ?? [];
  }
  out.stackCount = shape === 'thin' || !r.stack_id ? null : r.stack_size;
  out.isOffline = false;
  out.hasMetadata = true;
  out.duplicateId = null;
  return out;
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

/** One person's faces on all their assets, keyed by asset id. */
export function facesOfPerson(db: Db, personId: string): Map<string, AssetPerson[]> {
  const rows = db.prepare(`${FACE_SELECT} WHERE f.person_id = ? ORDER BY f.id`).all(personId) as FaceJoinRow[];
  return groupPeople(rows);
}
