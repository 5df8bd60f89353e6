import { z } from 'zod/mini';
import { parseDuration } from '../../lib/duration';
import { AssetStackInfoSchema, AssetTypeSchema } from './asset';
import { dateTime, int } from './helpers';
import { tolerantArray } from './tolerant-array';

/**
 * What a grid of photos needs of an asset, and all the large-list worker validates (ADR 089): id,
 * kind, placeholder, date, favourite, duration, stack size and the size that gives the tile its
 * shape (v2+ `width`/`height`, else EXIF). The same rules as {@link AssetSchema} for these fields; every other field is left
 * unread, so a malformed caption or lens name never hides a photo from the grid (the viewer
 * validates the whole asset from `GET /assets/{id}` when it opens one).
 */
const GridAssetObjectSchema = z.object({
  id: z.string(),
  type: AssetTypeSchema,
  /** the key must be present (spec), the value may be `null` */
  thumbhash: z.nullable(z.string()),
  localDateTime: dateTime(),
  isFavorite: z.boolean(),
  /** "H:MM:SS.ffffff" (v1.106-v2), milliseconds or `null` (v3): see `parseDuration` */
  duration: z.nullable(z.union([z.string(), z.number()])),
  stackCount: z.nullish(int()),
  /** v1.106: the other assets of the stack (only counted here); newer servers: a summary */
  stack: z.nullish(z.union([z.array(z.unknown()), AssetStackInfoSchema])),
  exifInfo: z.nullish(
    z.object({
      exifImageWidth: z.nullish(z.number()),
      exifImageHeight: z.nullish(z.number()),
      orientation: z.nullish(z.string()),
    }),
  ),
  /** v2+: the upright pixel size */
  width: z.nullish(int()),
  height: z.nullish(int()),
});

/**
 * An asset as the server sent it, checked for what a grid reads: the eleven fields above (`null`
 * where the server may send it), any others left as they came and never read. The worker packs
 * these straight into its column arrays (`compactAssets`), so a list is not copied on the way:
 * {@link gridDurationSeconds} and {@link gridStackCount} read the two fields that need more than
 * a `?? undefined`.
 */
export type GridAsset = z.output<typeof GridAssetObjectSchema>;

/** A video's length in seconds; 0 for every other kind (the grid draws no other length). */
export function gridDurationSeconds(asset: GridAsset): number {
  return asset.type === 'VIDEO' ? parseDuration(asset.duration) : 0;
}

/** How many assets the stack has (`stackCount`, or the newer `stack` summary); 0 when not stacked. */
export function gridStackCount(asset: GridAsset): number {
  const stack = asset.stack;
  return asset.stackCount ?? (stack && !Array.isArray(stack) ? stack.assetCount : 0);
}

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
 * start-up still run in V8's slower tiers, and copied field by field. It accepts no item the schema
 * rejects; an item it declines goes to the schema, which names the problem (grid-asset.test.ts
 * holds the two to the same answers).
 */
function isGridAsset(v: unknown): v is GridAsset {
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
 * The items themselves, as grid assets, if every item is valid; else `undefined` (then validate
 * with {@link TolerantGridAssetListSchema}, which drops and names the bad ones). Nothing is copied:
 * where the schema would return a new object with the eleven fields, this returns the item, whose
 * other fields the worker never reads.
 */
export function gridAssetsIfAllValid(items: readonly unknown[]): GridAsset[] | undefined {
  for (const item of items) if (!isGridAsset(item)) return undefined;
  return items as GridAsset[];
}

/** One asset as a grid needs it (see {@link GridAssetObjectSchema}). */
export const GridAssetSchema: z.ZodMiniType<GridAsset> = GridAssetObjectSchema;

/** A list of grid assets with malformed items dropped and counted (tried when the plain checks fail). */
export const TolerantGridAssetListSchema = tolerantArray(GridAssetSchema, 'assets');
