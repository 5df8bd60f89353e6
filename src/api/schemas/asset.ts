import { z } from 'zod/mini';
import { parseDuration } from '../../lib/duration';
import { ExifInfoWireSchema, type ExifInfo } from './exif';
import { FaceSchema, type AssetFace } from './face';
import { dateTime, int, lenient, nullish, presentOrNull, stripNulls, type StripNulls } from './helpers';
import { AssetPersonWireSchema, toAssetPerson, type AssetPerson } from './person';
import { isRemovedField, reportDrift } from './reports';
import { SmartInfoSchema } from './smart-info';
import { TagSchema } from './tag';
import { tolerantArray } from './tolerant-array';
import { UserSchema } from './user';

/** The kinds of asset (spec: Asset.type). */
export const AssetTypeSchema = z.enum(['IMAGE', 'VIDEO', 'AUDIO', 'OTHER']);
/** 'IMAGE' | 'VIDEO' | 'AUDIO' | 'OTHER' */
export type AssetType = z.infer<typeof AssetTypeSchema>;

/** The stack summary newer servers (v1.13x+) send instead of the array of stacked assets. */
export const AssetStackInfoSchema = z.object({
  id: z.string(),
  primaryAssetId: z.string(),
  assetCount: int(),
});
/** A stack as newer servers describe it: which asset is on top, and how many there are. */
export type AssetStackInfo = z.infer<typeof AssetStackInfoSchema>;

/**
 * One asset's fields. Every field but `id` degrades alone (ADR 085, `lenient`): a value that fails
 * its schema is that field's unknown (`""` for a name, path or date, `false` for a flag, `OTHER`
 * for the kind, absent for the rest), reported once as drift; the asset and its list are kept.
 */
const AssetBaseSchema = z.object({
  id: z.string(),
  /** required by the spec; gone on the newest servers (reported as drift when absent) */
  deviceAssetId: lenient('Asset.deviceAssetId', nullish(z.string())),
  /** required by the spec; gone on the newest servers (reported as drift when absent) */
  deviceId: lenient('Asset.deviceId', nullish(z.string())),
  ownerId: lenient('Asset.ownerId', z.string(), ''),
  owner: lenient('Asset.owner', nullish(UserSchema)),
  // libraryId is deprecated since v1.106.0 (spec): left out on purpose, so nothing relies on it.
  type: lenient('Asset.type', AssetTypeSchema, 'OTHER'),
  originalFileName: lenient('Asset.originalFileName', z.string(), ''),
  originalPath: lenient('Asset.originalPath', z.string(), ''),
  /** base64 SHA-1 */
  checksum: lenient('Asset.checksum', z.string(), ''),
  /**
   * v1.106-v2: "0:00:00.00000" for images, "00:00:04.000" for a 4 s video; v3: integer
   * milliseconds, `null` for images. Read once, by `parseDuration`, into `durationSeconds`.
   */
  duration: lenient('Asset.duration', presentOrNull(z.union([z.string(), z.number()])), null),
  duplicateId: lenient('Asset.duplicateId', nullish(z.string())),
  livePhotoVideoId: lenient('Asset.livePhotoVideoId', nullish(z.string())),
  // Dates fall back to "", which every date formatter reads as an unknown date.
  fileCreatedAt: lenient('Asset.fileCreatedAt', dateTime(), ''),
  fileModifiedAt: lenient('Asset.fileModifiedAt', dateTime(), ''),
  /** wall-clock time of the photo written with a `Z`; it is not UTC: show it as is */
  localDateTime: lenient('Asset.localDateTime', dateTime(), ''),
  updatedAt: lenient('Asset.updatedAt', dateTime(), ''),
  hasMetadata: lenient('Asset.hasMetadata', z.boolean(), false),
  isArchived: lenient('Asset.isArchived', z.boolean(), false),
  isFavorite: lenient('Asset.isFavorite', z.boolean(), false),
  isOffline: lenient('Asset.isOffline', z.boolean(), false),
  isTrashed: lenient('Asset.isTrashed', z.boolean(), false),
  /** required by the spec; optional on newer servers (reported as drift when absent) */
  resized: lenient('Asset.resized', nullish(z.boolean())),
  /** base64 thumbhash; the key must be present, the value may be `null` (no placeholder yet) */
  thumbhash: lenient('Asset.thumbhash', presentOrNull(z.string()), null),
  // Nested objects without their own transform: `toAsset` strips their nulls in the same pass.
  exifInfo: lenient('Asset.exifInfo', nullish(ExifInfoWireSchema)),
  people: lenient('Asset.people', nullish(z.array(AssetPersonWireSchema))),
  smartInfo: lenient('Asset.smartInfo', nullish(SmartInfoSchema)),
  tags: lenient('Asset.tags', nullish(tolerantArray(TagSchema, 'tags'))),
  stackCount: lenient('Asset.stackCount', nullish(int())),
  stackParentId: lenient('Asset.stackParentId', nullish(z.string())),
  /** faces of nobody (yet) on v1.106-v2 (gone on v3): folded into `faces` */
  unassignedFaces: lenient('Asset.unassignedFaces', nullish(z.array(FaceSchema))),
  /** v2+: the upright pixel size (EXIF's turned by its orientation) */
  width: lenient('Asset.width', nullish(int())),
  /** v2+: the upright pixel size (EXIF's turned by its orientation) */
  height: lenient('Asset.height', nullish(int())),
});

type AssetBase = StripNulls<
  Omit<z.output<typeof AssetBaseSchema>, 'stackCount' | 'duration' | 'exifInfo' | 'people' | 'unassignedFaces'>
> & {
  exifInfo?: ExifInfo;
  people?: AssetPerson[];
};

/**
 * A media asset as the app sees it (spec: Asset), the same from every server version. Never
 * `null` anywhere. `stackCount` is a number (0 when not stacked); `stack` holds the other assets
 * of a stack (v1.106 shape) and `stackInfo` the summary newer servers send instead.
 */
export type Asset = AssetBase & {
  /** the video's length in seconds; 0 for still images (and for a length the server did not give) */
  durationSeconds: number;
  /**
   * Every face box on the asset, named or not: the faces of `people` (each with its person) and
   * the unnamed ones. Filled from the asset where the server puts faces there (v1.106-v2), and by
   * `assetQueries.detail` from `GET /faces` where it does not (v3).
   */
  faces: readonly AssetFace[];
  /** assets in this asset's stack; 0 when it is not stacked */
  stackCount: number;
  /** the stack minus its primary asset (servers up to v1.12x) */
  stack?: Asset[];
  /** the stack summary (newer servers) */
  stackInfo?: AssetStackInfo;
};

/**
 * Spec-required fields a known newer server shape leaves out: defaulted, reported as drift unless
 * the server's version removed them on purpose.
 */
const DRIFT_FIELDS = ['stackCount', 'resized', 'deviceAssetId', 'deviceId'] as const;

/**
 * The keys of `AssetBaseSchema` that accept `null` (every `nullish` and `presentOrNull` field;
 * `stackCount`, `duration` and `unassignedFaces` are turned into other fields instead). A fixed
 * list instead of a loop over every key of every asset; `asset.test.ts` checks it against the shape.
 */
export const ASSET_NULLABLE_KEYS = [
  'deviceAssetId',
  'deviceId',
  'owner',
  'duplicateId',
  'livePhotoVideoId',
  'resized',
  'thumbhash',
  'exifInfo',
  'people',
  'smartInfo',
  'tags',
  'stackParentId',
  'width',
  'height',
] as const;

const AssetObjectSchema = z.extend(AssetBaseSchema, {
  get stack() {
    return lenient('Asset.stack', nullish(z.union([tolerantArray(AssetSchema, 'stack'), AssetStackInfoSchema])));
  },
});

type AssetObject = z.output<typeof AssetObjectSchema>;

/** No faces: shared by every asset without any (never changed). */
const NO_FACES: readonly AssetFace[] = Object.freeze([]);

/** The asset's face boxes: each person's faces (with the person), then the unnamed ones. */
function facesOf(people: readonly AssetPerson[] | undefined, unnamed: readonly AssetFace[] | null | undefined): readonly AssetFace[] {
  if (!people?.length && !unnamed?.length) return NO_FACES;
  const faces: AssetFace[] = [];
  for (const person of people ?? []) {
    for (const face of person.faces) faces.push({ ...face, person: { id: person.id, name: person.name } });
  }
  for (const face of unnamed ?? []) faces.push(face);
  return faces;
}

/**
 * Turns zod's output for one asset into an `Asset` **in place**: zod built that object afresh
 * (the server's JSON is never touched), so copying it again would only cost time and garbage on
 * lists of 100,000 (ADR 054). Absent and `null` parse alike, but an absent key is also absent from
 * zod's output, so drift ("missing") is read from the output, after the asset has parsed: a
 * malformed asset is bad data, not drift. Fields the server's version removed on purpose
 * (`isRemovedField`, set by the query layer) are not drift.
 */
function toAsset(value: AssetObject): Asset {
  const out = value as Record<string, unknown>;
  for (const field of DRIFT_FIELDS) if (!(field in out)) reportDrift(`Asset.${field}`, 'missing');
  for (const key of ASSET_NULLABLE_KEYS) if (out[key] === null) out[key] = undefined;
  if (value.exifInfo) stripNulls(value.exifInfo);
  const people = value.people as AssetPerson[] | undefined;
  if (value.people) for (const person of value.people) toAssetPerson(person);
  out.durationSeconds = parseDuration(value.duration);
  // `undefined`, never `delete`d (a deleted key turns the object into a slow dictionary)
  out.duration = undefined;
  out.faces = facesOf(people, value.unassignedFaces);
  out.unassignedFaces = undefined;
  const stack = value.stack;
  if (stack && !Array.isArray(stack)) {
    if (!isRemovedField('Asset.stackCount')) reportDrift('Asset.stack', 'an object {id, primaryAssetId, assetCount} instead of an array');
    out.stackCount = value.stackCount ?? stack.assetCount;
    out.stackInfo = stack;
    out.stack = undefined;
  } else {
    out.stackCount = value.stackCount ?? 0;
    if (stack === null) out.stack = undefined;
  }
  return out as Asset;
}

/** Parses one asset (recursive through `stack`), with null → undefined and drift defaults. */
export const AssetSchema: z.ZodMiniType<Asset> = z.pipe(AssetObjectSchema, z.transform(toAsset));
