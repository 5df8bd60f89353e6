import { z } from 'zod';
import { ExifInfoWireSchema, type ExifInfo } from './exif';
import { dateTime, int, nullish, presentOrNull, stripNulls, type StripNulls } from './helpers';
import { AssetPersonWireSchema, type AssetPerson } from './person';
import { reportDrift } from './reports';
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

const AssetBaseSchema = z.object({
  id: z.string(),
  /** required by the spec; gone on the newest servers (reported as drift when absent) */
  deviceAssetId: nullish(z.string()),
  /** required by the spec; gone on the newest servers (reported as drift when absent) */
  deviceId: nullish(z.string()),
  ownerId: z.string(),
  owner: nullish(UserSchema),
  // libraryId is deprecated since v1.106.0 (spec): left out on purpose, so nothing relies on it.
  type: AssetTypeSchema,
  originalFileName: z.string(),
  originalPath: z.string(),
  /** base64 SHA-1 */
  checksum: z.string(),
  /** "0:00:00.00000" for images, "00:00:04.000" for a 4 s video; newer servers send `null` for images */
  duration: z.string().nullable(),
  duplicateId: nullish(z.string()),
  livePhotoVideoId: nullish(z.string()),
  fileCreatedAt: dateTime(),
  fileModifiedAt: dateTime(),
  /** wall-clock time of the photo written with a `Z`; it is not UTC: show it as is */
  localDateTime: dateTime(),
  updatedAt: dateTime(),
  hasMetadata: z.boolean(),
  isArchived: z.boolean(),
  isFavorite: z.boolean(),
  isOffline: z.boolean(),
  isTrashed: z.boolean(),
  /** required by the spec; optional on newer servers (reported as drift when absent) */
  resized: nullish(z.boolean()),
  /** base64 thumbhash; the key must be present, the value may be `null` (no placeholder yet) */
  thumbhash: presentOrNull(z.string()),
  // Nested objects without their own transform: `toAsset` strips their nulls in the same pass.
  exifInfo: nullish(ExifInfoWireSchema),
  people: nullish(z.array(AssetPersonWireSchema)),
  smartInfo: nullish(SmartInfoSchema),
  tags: nullish(tolerantArray(TagSchema, 'tags')),
  stackCount: int().nullish(),
  stackParentId: nullish(z.string()),
});

type AssetBase = StripNulls<Omit<z.output<typeof AssetBaseSchema>, 'stackCount' | 'duration' | 'exifInfo' | 'people'>> & {
  exifInfo?: ExifInfo;
  people?: AssetPerson[];
};

/** What v1.106 sends as the duration of a still image. */
export const STILL_DURATION = '0:00:00.00000';

/**
 * A media asset as the app sees it (spec: Asset). Never `null` anywhere. `stackCount` is a number
 * (0 when not stacked); `stack` holds the other assets of a stack (v1.106 shape) and `stackInfo`
 * the summary newer servers send instead.
 */
export type Asset = AssetBase & {
  /** "H:MM:SS.fff"; `STILL_DURATION` for images */
  duration: string;
  /** assets in this asset's stack; 0 when it is not stacked */
  stackCount: number;
  /** the stack minus its primary asset (servers up to v1.12x) */
  stack?: Asset[];
  /** the stack summary (newer servers) */
  stackInfo?: AssetStackInfo;
};

/** Spec-required fields a known newer server shape leaves out: defaulted, reported as drift. */
const DRIFT_FIELDS = ['stackCount', 'resized', 'deviceAssetId', 'deviceId'] as const;

/**
 * The keys of `AssetBaseSchema` that accept `null` (every `nullish` and `presentOrNull` field;
 * `stackCount` and `duration` get defaults instead). A fixed list instead of a loop over every key
 * of every asset; `asset.test.ts` checks it against the shape.
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
] as const;

const AssetObjectSchema = AssetBaseSchema.extend({
  get stack() {
    return z.union([tolerantArray(AssetSchema, 'stack'), AssetStackInfoSchema]).nullish();
  },
});

type AssetObject = z.output<typeof AssetObjectSchema>;

/**
 * Turns zod's output for one asset into an `Asset` **in place**: zod built that object afresh
 * (the server's JSON is never touched), so copying it again would only cost time and garbage on
 * lists of 100,000 (ADR 054). Absent and `null` parse alike, but an absent key is also absent from
 * zod's output, so drift ("missing") is read from the output, after the asset has parsed: a
 * malformed asset is bad data, not drift.
 */
function toAsset(value: AssetObject): Asset {
  const out = value as Record<string, unknown>;
  for (const field of DRIFT_FIELDS) if (!(field in out)) reportDrift(`Asset.${field}`, 'missing');
  for (const key of ASSET_NULLABLE_KEYS) if (out[key] === null) out[key] = undefined;
  if (value.exifInfo) stripNulls(value.exifInfo);
  if (value.people) for (const person of value.people) stripNulls(person);
  if (value.duration === null) {
    reportDrift('Asset.duration', 'null');
    out.duration = STILL_DURATION;
  }
  const stack = value.stack;
  if (stack && !Array.isArray(stack)) {
    reportDrift('Asset.stack', 'an object {id, primaryAssetId, assetCount} instead of an array');
    out.stackCount = value.stackCount ?? stack.assetCount;
    out.stackInfo = stack;
    out.stack = undefined;
  } else {
    out.stackCount = value.stackCount ?? 0;
    // `null` like any other: set, never `delete`d (a deleted key turns the object into a slow dictionary)
    if (stack === null) out.stack = undefined;
  }
  return out as Asset;
}

/** Parses one asset (recursive through `stack`), with null → undefined and drift defaults. */
export const AssetSchema: z.ZodType<Asset> = AssetObjectSchema.transform(toAsset);
