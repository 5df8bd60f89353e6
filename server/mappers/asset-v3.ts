import { parseDuration } from '../../src/lib/duration';
import { dateFields, fileFields, FIXED_TAIL, mapExif, type AssetPerson, type AssetRow, type AssetShape, type MapOptions } from './asset-row';

/**
 * Immich v3.2's asset (ADR 065): v2.7.5's answer without `deviceAssetId`, `deviceId`,
 * `unassignedFaces`, `stackCount`, `smartInfo` and `resized`; `people[]` without `faces` (boxes
 * come from `GET /faces?id=`); `duration` in milliseconds; `visibility`, `stack` as an object,
 * `createdAt`, upright `width`/`height` and `isEdited`. Key order as v2.7.5 answers.
 */
export function mapAssetV3(r: AssetRow, shape: AssetShape, o: MapOptions): Record<string, unknown> {
  const size = uprightSize(r);
  const out: Record<string, unknown> = { id: r.id, createdAt: r.created_at, ownerId: r.owner_id };
  if (shape === 'full' && o.owner) out.owner = o.owner;
  out.libraryId = null;
  Object.assign(out, fileFields(r), dateFields(r));
  out.isFavorite = r.is_favorite === 1;
  out.isArchived = r.is_archived === 1;
  out.isTrashed = r.is_trashed === 1;
  out.visibility = visibilityOf(r);
  out.duration = durationMs(r);
  if (shape !== 'thin') out.exifInfo = { ...mapExif(r), rating: null };
  out.livePhotoVideoId = null;
  if (shape === 'full') {
    // as Immich's mapTag: `name` is the last part of the path, `parentId` only when there is one
    out.tags = (o.tags ?? []).map((t) => ({ id: t.id, ...(t.parent_id ? { parentId: t.parent_id } : {}), name: t.value.split('/').at(-1), value: t.value, createdAt: t.created_at, updatedAt: t.created_at }));
  }
  out.people = shape === 'thin' ? [] : (o.people ?? []).map(personOnAsset);
  out.checksum = r.checksum;
  if (shape === 'full') out.stack = r.stack_id ? { id: r.stack_id, primaryAssetId: r.stack_primary, assetCount: r.stack_size } : null;
  Object.assign(out, FIXED_TAIL);
  out.width = size.width;
  out.height = size.height;
  out.isEdited = false;
  return out;
}

/** v3's `people[]` entry: the person alone, as `GET /people/{id}` answers. */
const personOnAsset = (p: AssetPerson) => ({
  id: p.id,
  name: p.name,
  birthDate: p.birthDate,
  thumbnailPath: p.thumbnailPath,
  isHidden: p.isHidden,
  isFavorite: false,
  updatedAt: p.updatedAt,
});

export const VISIBILITIES = ['archive', 'timeline', 'hidden', 'locked'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/**
 * SQL condition on `assets a` for a `visibility` filter; without one, v3 leaves only locked assets
 * out (archived ones come back). The demo library has no hidden or locked assets.
 */
export function visibilitySql(visibility: Visibility | undefined): string {
  if (visibility === 'timeline') return 'a.is_archived = 0';
  if (visibility === 'archive') return 'a.is_archived = 1';
  if (visibility === 'hidden' || visibility === 'locked') return '0';
  return '1';
}

/** v2+ visibility; the demo library has no hidden (live-photo parts) or locked assets. */
export function visibilityOf(r: Pick<AssetRow, 'is_archived'>): 'timeline' | 'archive' {
  return r.is_archived === 1 ? 'archive' : 'timeline';
}

/**
 * v3's duration: a video's length in whole milliseconds, null for anything else. The row keeps
 * v1.106's `"H:MM:SS.ffffff"`, read by the client's own parser.
 */
export function durationMs(r: Pick<AssetRow, 'type' | 'duration'>): number | null {
  return r.type === 'VIDEO' ? Math.round(parseDuration(r.duration) * 1000) : null;
}

/** The picture's size as it is shown (EXIF orientations 5–8 swap the stored width and height). */
export function uprightSize(r: Pick<AssetRow, 'exif_image_width' | 'exif_image_height' | 'orientation'>): { width: number | null; height: number | null } {
  const quarterTurn = ['5', '6', '7', '8'].includes(r.orientation ?? '');
  return quarterTurn ? { width: r.exif_image_height, height: r.exif_image_width } : { width: r.exif_image_width, height: r.exif_image_height };
}
