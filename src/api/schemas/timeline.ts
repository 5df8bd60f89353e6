import { z } from 'zod/mini';
import { parseDuration } from '../../lib/duration';
import type { AlbumPhoto } from './album';
import { intFrom } from './helpers';
import { formatPath } from './format-path';
import { reportDroppedItems } from './reports';
import { tolerantArray } from './tolerant-array';

/** One month of a timeline: `timeBucket` is `YYYY-MM-01` (v2+; a date-time on v1.106) and its photo count. */
export const TimeBucketSchema = z.object({
  timeBucket: z.string().check(z.minLength(1)),
  count: intFrom(0),
});
/** One month of a timeline and how many photos it holds. */
export type TimeBucket = z.infer<typeof TimeBucketSchema>;

/** GET /timeline/buckets (v2+, filtered by `albumId`, `personId`, …): newest month first. */
export const TimeBucketListSchema = tolerantArray(TimeBucketSchema, 'buckets');

const MAX_LISTED_ISSUES = 5;

/** A column of the bucket: an array (the server may leave optional columns out). */
const column = z.nullish(z.array(z.unknown()));

/**
 * GET /timeline/bucket (v2+): one month as **column arrays**, `id[i]`, `isImage[i]`, `ratio[i]`, …
 * describing photo `i`. No EXIF, no file names. `fileCreatedAt` is UTC without a zone and
 * `localOffsetHours` the photo's offset from it; `duration` is "H:MM:SS.fff" (v2) or milliseconds
 * (v3), `null` for photos; `stack` (when asked for) is `[stackId, assetCount]` or `null`.
 */
const TimeBucketColumnsSchema = z.object({
  id: z.array(z.unknown()),
  isImage: column,
  ratio: column,
  thumbhash: column,
  fileCreatedAt: column,
  localOffsetHours: column,
  duration: column,
  isFavorite: column,
  stack: column,
});

type Columns = z.output<typeof TimeBucketColumnsSchema>;

const HOUR_MS = 3_600_000;
/** A zone designator at the end of a date-time (`Z`, `+01:00`, `-0800`). */
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The wall-clock time (written with `Z`) of a UTC time without zone and an offset in hours. */
function wallClock(fileCreatedAt: string, offsetHours: number): string | undefined {
  const utc = Date.parse(HAS_ZONE.test(fileCreatedAt) ? fileCreatedAt : `${fileCreatedAt}Z`);
  if (Number.isNaN(utc)) return undefined;
  return new Date(utc + offsetHours * HOUR_MS).toISOString();
}

/** Photo `i` of the columns, or the reason it cannot be read. */
function row(columns: Columns, i: number): AlbumPhoto | { path: string; message: string } {
  const at = (name: keyof Columns) => columns[name]?.[i] ?? null;
  const id = at('id');
  if (typeof id !== 'string' || id === '') return { path: 'id', message: 'expected a string' };
  const isImage = at('isImage');
  if (typeof isImage !== 'boolean') return { path: 'isImage', message: 'expected a boolean' };
  const created = at('fileCreatedAt');
  const offset = at('localOffsetHours') ?? 0;
  if (typeof created !== 'string') return { path: 'fileCreatedAt', message: 'expected a string' };
  if (typeof offset !== 'number' || !Number.isFinite(offset)) return { path: 'localOffsetHours', message: 'expected a number' };
  const localDateTime = wallClock(created, offset);
  if (!localDateTime) return { path: 'fileCreatedAt', message: 'not a date-time' };
  const ratio = at('ratio');
  const thumbhash = at('thumbhash');
  const duration = at('duration');
  const stack = at('stack');
  const stackCount = Array.isArray(stack) ? Number(stack[1]) : 0;
  return {
    id,
    isVideo: !isImage,
    aspectRatio: typeof ratio === 'number' && ratio > 0 && Number.isFinite(ratio) ? ratio : 1,
    thumbhash: typeof thumbhash === 'string' && thumbhash !== '' ? thumbhash : undefined,
    isFavorite: at('isFavorite') === true,
    durationSeconds: !isImage && (typeof duration === 'string' || typeof duration === 'number') ? parseDuration(duration) : 0,
    stackCount: Number.isInteger(stackCount) && stackCount > 0 ? stackCount : 0,
    localDateTime,
  };
}

/** Columns into photos, in the server's order; unreadable photos are dropped and reported. */
function toPhotos(columns: Columns): AlbumPhoto[] {
  const photos: AlbumPhoto[] = [];
  const issues: string[] = [];
  const total = columns.id.length;
  for (let i = 0; i < total; i++) {
    const result = row(columns, i);
    if ('id' in result) photos.push(result);
    else if (issues.length < MAX_LISTED_ISSUES) issues.push(`${formatPath([result.path, i])}: ${result.message}`);
  }
  if (photos.length < total) reportDroppedItems({ path: 'bucket', dropped: total - photos.length, total, issues });
  return photos;
}

/** One month of photos from GET /timeline/bucket, as album photos (no file names, no EXIF). */
export const TimeBucketPhotosSchema: z.ZodMiniType<AlbumPhoto[]> = z.pipe(TimeBucketColumnsSchema, z.transform(toPhotos));
