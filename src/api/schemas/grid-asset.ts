import { z } from 'zod';
import { parseDuration } from '../../lib/duration';
import { AssetStackInfoSchema, AssetTypeSchema } from './asset';
import { dateTime, int } from './helpers';
import { tolerantArray } from './tolerant-array';

/**
 * What a grid of photos needs of an asset, and all the large-list worker validates (ADR 056): id,
 * kind, placeholder, date, favourite, duration, stack size and the size that gives the tile its
 * shape (v2+ `width`/`height`, else EXIF). The same rules as {@link AssetSchema} for these fields; every other field is left
 * unread, so a malformed caption or lens name never hides a photo from the grid (the viewer
 * validates the whole asset from `GET /assets/{id}` when it opens one).
 */
const GridAssetObjectSchema = z.object({
  id: z.string(),
  type: AssetTypeSchema,
  /** the key must be present (spec), the value may be `null` */
  thumbhash: z.string().nullable(),
  localDateTime: dateTime(),
  isFavorite: z.boolean(),
  /** "H:MM:SS.ffffff" (v1.106-v2), milliseconds or `null` (v3): see `parseDuration` */
  duration: z.union([z.string(), z.number()]).nullable(),
  stackCount: int().nullish(),
  /** v1.106: the other assets of the stack (only counted here); newer servers: a summary */
  stack: z.union([z.array(z.unknown()), AssetStackInfoSchema]).nullish(),
  exifInfo: z
    .object({
      exifImageWidth: z.number().nullish(),
      exifImageHeight: z.number().nullish(),
      orientation: z.string().nullish(),
    })
    .nullish(),
  /** v2+: the upright pixel size */
  width: int().nullish(),
  height: int().nullish(),
});

/** A grid's view of an asset: never `null`; `stackCount` 0 when not stacked. */
export interface GridAsset {
  id: string;
  type: z.infer<typeof AssetTypeSchema>;
  thumbhash?: string | undefined;
  localDateTime: string;
  isFavorite: boolean;
  /** the video's length in seconds; 0 for still images */
  durationSeconds: number;
  stackCount: number;
  exifInfo?: { exifImageWidth?: number | undefined; exifImageHeight?: number | undefined; orientation?: string | undefined } | undefined;
  /** upright pixel size (v2+), preferred over EXIF's for the tile's shape */
  width?: number | undefined;
  height?: number | undefined;
}

/** Builds the grid asset from zod's output (a fresh object: no copy of the wire object). */
function toGridAsset(value: GridAssetInput): GridAsset {
  const exif = value.exifInfo;
  const stack = value.stack;
  return {
    id: value.id,
    type: value.type,
    thumbhash: value.thumbhash ?? undefined,
    localDateTime: value.localDateTime,
    isFavorite: value.isFavorite,
    // only a video has a length (the grid shows no other, see compactAssets)
    durationSeconds: value.type === 'VIDEO' ? parseDuration(value.duration) : 0,
    stackCount: value.stackCount ?? (stack && !Array.isArray(stack) ? stack.assetCount : 0),
    exifInfo: exif
      ? { exifImageWidth: exif.exifImageWidth ?? undefined, exifImageHeight: exif.exifImageHeight ?? undefined, orientation: exif.orientation ?? undefined }
      : undefined,
    width: value.width ?? undefined,
    height: value.height ?? undefined,
  };
}

type GridAssetInput = z.output<typeof GridAssetObjectSchema>;

/** zod's own date-time pattern for `localDateTime` (the same schema object, so the same rule). */
const DATE_TIME_PATTERN: RegExp = GridAssetObjectSchema.shape.localDateTime._zod.pattern;
const ASSET_TYPES: ReadonlySet<unknown> = new Set(AssetTypeSchema.options);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const absent = (v: unknown): v is null | undefined => v === null || v === undefined;
/** `z.number()`: finite numbers only */
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** `int()`: `z.number().int()`, safe integers only */
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);

function isStackInfo(v: unknown): boolean {
  return isRecord(v) && typeof v.id === 'string' && typeof v.primaryAssetId === 'string' && isInt(v.assetCount);
}

/**
 * `GridAssetObjectSchema`'s rules as plain checks, for the common case of a valid item: a list of
 * thousands is otherwise read by zod's generic parsers, which on a list that arrives soon after
 * start-up still run in V8's slower tiers. It accepts no item the schema rejects; an item it
 * declines goes to the schema, which names the problem (grid-asset.test.ts holds the two to the
 * same answers).
 */
function isGridAssetInput(v: unknown): v is GridAssetInput {
  if (!isRecord(v)) return false;
  const { thumbhash, localDateTime, duration, stack, exifInfo } = v;
  if (typeof v.id !== 'string' || !ASSET_TYPES.has(v.type) || typeof v.isFavorite !== 'boolean') return false;
  if (thumbhash !== null && typeof thumbhash !== 'string') return false;
  if (typeof localDateTime !== 'string' || !DATE_TIME_PATTERN.test(localDateTime)) return false;
  if (duration !== null && typeof duration !== 'string' && !isNumber(duration)) return false;
  if (!(absent(v.stackCount) || isInt(v.stackCount)) || !(absent(v.width) || isInt(v.width)) || !(absent(v.height) || isInt(v.height))) return false;
  if (!(absent(stack) || Array.isArray(stack) || isStackInfo(stack))) return false;
  if (absent(exifInfo)) return true;
  if (!isRecord(exifInfo)) return false;
  const { exifImageWidth, exifImageHeight, orientation } = exifInfo;
  return (absent(exifImageWidth) || isNumber(exifImageWidth)) && (absent(exifImageHeight) || isNumber(exifImageHeight)) && (absent(orientation) || typeof orientation === 'string');
}

/**
 * Every item as a grid asset if every item is valid, else `undefined` (then validate with
 * {@link TolerantGridAssetListSchema}, which drops and names the bad ones). The same values as
 * {@link GridAssetListSchema}.
 */
export function gridAssetsIfAllValid(items: readonly unknown[]): GridAsset[] | undefined {
  const assets: GridAsset[] = [];
  for (const item of items) {
    if (!isGridAssetInput(item)) return undefined;
    assets.push(toGridAsset(item));
  }
  return assets;
}

/** One asset as a grid needs it (see {@link GridAssetObjectSchema}). */
export const GridAssetSchema: z.ZodType<GridAsset> = GridAssetObjectSchema.transform(toGridAsset);

/** A list of grid assets, all valid (the fast path: one parse for the whole array). */
export const GridAssetListSchema = z.array(GridAssetSchema);

/** A list of grid assets with malformed items dropped and counted (tried when the fast path fails). */
export const TolerantGridAssetListSchema = tolerantArray(GridAssetSchema, 'assets');

/** One page of `POST /search/metadata` as a grid needs it. */
export const GridSearchPageSchema = z.object({
  assets: z.object({
    items: tolerantArray(GridAssetSchema, 'assets.items'),
    nextPage: z.string().nullish(),
  }),
});
