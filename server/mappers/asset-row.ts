import type { TagRow } from '../seed/tags';
import type { UserDto } from './user';

/*
 * What the v1.106 and v3 asset mappers (`./asset`, `./asset-v3`) share: the row they read and
 * the runs of fields both answers send alike, in the same key order.
 */

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

/**
 * Which of the asset shapes to produce (as v1.106 names them; v3 follows the same levels):
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
  /** the asset's tags, for `full` */
  tags?: TagRow[];
  /** v1.106's `unassignedFaces` of `full`: faces nobody is assigned to */
  unassignedFaces?: FaceDto[];
}

/** `type` to `originalMimeType`, as both generations send them. */
export function fileFields(r: AssetRow) {
  return { type: r.type, originalPath: r.original_path, originalFileName: r.original_file_name, originalMimeType: r.original_mime_type };
}

/** `thumbhash` to `updatedAt`, as both generations send them. */
export function dateFields(r: AssetRow) {
  return { thumbhash: r.thumbhash, fileCreatedAt: r.file_created_at, fileModifiedAt: r.file_modified_at, localDateTime: r.local_date_time, updatedAt: r.updated_at };
}

/** The last fields both generations send alike (the demo library has no offline files or duplicates). */
export const FIXED_TAIL = { isOffline: false, hasMetadata: true, duplicateId: null } as const;
