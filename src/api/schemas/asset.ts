import { z } from 'zod';
import { ExifInfoSchema } from './exif';
import { dateTime, int, nullish, presentOrNull, stripNulls, type StripNulls } from './helpers';
import { AssetPersonSchema } from './person';
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
  exifInfo: nullish(ExifInfoSchema),
  people: nullish(z.array(AssetPersonSchema)),
  smartInfo: nullish(SmartInfoSchema),
  tags: nullish(tolerantArray(TagSchema, 'tags')),
  stackCount: int().nullish(),
  stackParentId: nullish(z.string()),
});

type AssetBase = StripNulls<Omit<z.output<typeof AssetBaseSchema>, 'stackCount' | 'duration'>>;

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

/** Fields a known newer server shape leaves out, noted by `noteMissing` (internal). */
const DRIFT_KEY = '__keepsakeMissing';
const DRIFT_FIELDS = ['stackCount', 'resized', 'deviceAssetId', 'deviceId'] as const;

const AssetObjectSchema = AssetBaseSchema.extend({
  [DRIFT_KEY]: z.array(z.string()).optional(),
  get stack() {
    return z.union([tolerantArray(AssetSchema, 'stack'), AssetStackInfoSchema]).nullish();
  },
});

/**
 * Notes which drift fields are absent (absent and `null` parse alike), to report them only once
 * the asset has parsed: a malformed asset is bad data, not drift.
 */
function noteMissing(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const missing = DRIFT_FIELDS.filter((field) => !(field in raw));
  return missing.length ? { ...raw, [DRIFT_KEY]: missing } : raw;
}

/** Parses one asset (recursive through `stack`), with null → undefined and drift defaults. */
export const AssetSchema: z.ZodType<Asset> = z
  .preprocess(noteMissing, AssetObjectSchema)
  .transform(({ stack, stackCount, duration, [DRIFT_KEY]: missing, ...fields }): Asset => {
    const rest = stripNulls(fields);
    for (const field of missing ?? []) reportDrift(`Asset.${field}`, 'missing');
    if (duration === null) reportDrift('Asset.duration', 'null');
    if (stack && !Array.isArray(stack)) {
      reportDrift('Asset.stack', 'an object {id, primaryAssetId, assetCount} instead of an array');
      return { ...rest, duration: duration ?? STILL_DURATION, stackCount: stackCount ?? stack.assetCount, stackInfo: stack };
    }
    return { ...rest, duration: duration ?? STILL_DURATION, stackCount: stackCount ?? 0, ...(stack ? { stack } : {}) };
  });
