import { z } from 'zod/mini';
// (the types' module, not the layout's index: a schema on every page's first screen needs
// neither the layout's pass nor its warm-up)
import { displayAspectRatio } from '../../lib/justified-layout-types';
import { AssetSchema, type Asset } from './asset';
import { dateTime, intFrom, nullish, stripNulls } from './helpers';
import { tolerantArray } from './tolerant-array';
import { UserSchema, type User } from './user';

/**
 * What a member may do in a shared album. The album's owner is named apart ({@link Album.owner});
 * v3 servers list the owner among `albumUsers` with the role `owner` (first), older ones only in
 * `owner`.
 */
export const AlbumMemberRoleSchema = z.enum(['editor', 'viewer']);
/** 'editor' | 'viewer' */
export type AlbumMemberRole = z.infer<typeof AlbumMemberRoleSchema>;

/** One `albumUsers` entry as any server sends it (v3 adds the owner's, with role `owner`). */
const AlbumUserWireSchema = z.object({
  user: UserSchema,
  role: z.enum(['owner', 'editor', 'viewer']),
});

/** A member of a shared album other than its owner, and what they may do. */
export interface AlbumUser {
  user: User;
  role: AlbumMemberRole;
}

/**
 * The album as every server version sends it (GET /albums/{id}, items of GET /albums):
 * - v1.106 and v2.x: `owner`, `ownerId`, `albumUsers` (editors and viewers) and `assets` (empty
 *   in lists and with `?withoutAssets=true`; `assetCount` is always the real count);
 * - v3.x: no `owner`, `ownerId` or `assets`; the owner is the `albumUsers` entry with role `owner`.
 * An empty album has no start/end date.
 */
const AlbumWireSchema = z.object({
  id: z.string(),
  albumName: z.string(),
  description: nullish(z.string()),
  owner: nullish(UserSchema),
  albumUsers: tolerantArray(AlbumUserWireSchema, 'albumUsers'),
  shared: z.boolean(),
  hasSharedLink: nullish(z.boolean()),
  isActivityEnabled: z.boolean(),
  assetCount: intFrom(0),
  albumThumbnailAssetId: nullish(z.string()),
  assets: nullish(tolerantArray(AssetSchema, 'assets')),
  startDate: nullish(dateTime()),
  endDate: nullish(dateTime()),
  createdAt: nullish(dateTime()),
  updatedAt: nullish(dateTime()),
  /** an order a newer server may add is read as "not said" rather than failing the album */
  order: z.optional(z.unknown()),
});

type AlbumWire = z.output<typeof AlbumWireSchema>;

/**
 * An album as the app sees it, the same from every server version: its owner, the other members
 * with their roles (the owner is never among `albumUsers`), no `null` anywhere. Its photos are not
 * part of it: `albumQueries.detail` lists them as {@link AlbumPhoto}s.
 */
export interface Album {
  id: string;
  albumName: string;
  description?: string | undefined;
  owner: User;
  /** everyone the album is shared with except its owner, in the server's order (never the owner) */
  albumUsers: AlbumUser[];
  shared: boolean;
  hasSharedLink?: boolean | undefined;
  isActivityEnabled: boolean;
  /** how many photos the album holds (always the real count) */
  assetCount: number;
  albumThumbnailAssetId?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
  /** the album's photo order (newest first unless the owner chose `asc`) */
  order?: 'asc' | 'desc' | undefined;
}

/** {@link Album} and, where the server sends them (v1.106-v2), its assets in the server's order. */
export type AlbumWithAssets = Album & {
  /** empty when the server did not send them (v3, lists, `?withoutAssets=true`) */
  assets: Asset[];
};

function toAlbum(wire: AlbumWire, context: z.core.ParsePayload): AlbumWithAssets {
  const ownerEntry = wire.albumUsers.find((u) => u.role === 'owner');
  const owner = wire.owner ?? ownerEntry?.user;
  if (!owner) {
    context.issues.push({ code: 'custom', path: ['owner'], message: 'no owner: neither `owner` nor an `albumUsers` entry with role `owner`', input: wire });
    return z.NEVER;
  }
  const albumUsers: AlbumUser[] = [];
  for (const { user, role } of wire.albumUsers) {
    if (role !== 'owner' && user.id !== owner.id) albumUsers.push({ user, role });
  }
  return stripNulls({
    id: wire.id,
    albumName: wire.albumName,
    description: wire.description,
    owner,
    albumUsers,
    shared: wire.shared,
    hasSharedLink: wire.hasSharedLink,
    isActivityEnabled: wire.isActivityEnabled,
    assetCount: wire.assetCount,
    albumThumbnailAssetId: wire.albumThumbnailAssetId,
    assets: wire.assets ?? [],
    startDate: wire.startDate,
    endDate: wire.endDate,
    createdAt: wire.createdAt,
    updatedAt: wire.updatedAt,
    order: wire.order === 'asc' || wire.order === 'desc' ? wire.order : undefined,
  }) as AlbumWithAssets;
}

/**
 * One album from any server version (v1.106 to v3.x) as an {@link AlbumWithAssets}: the owner
 * from `owner`, or else from the `albumUsers` entry with role `owner`; an album with neither is
 * bad data. Members with a role this app does not know are dropped and reported.
 */
export const AlbumSchema: z.ZodMiniType<AlbumWithAssets> = z.pipe(AlbumWireSchema, z.transform(toAlbum));

/** GET /albums (and `?shared=true`, `isOwned`, `isShared`): malformed albums are dropped and counted. */
export const AlbumListSchema = tolerantArray(AlbumSchema);

/**
 * One photo or video of an album as the album page shows it, the same whether the server listed
 * it inside the album (v1.106-v2) or through the timeline (v3): no EXIF, and the file name and
 * caption only where the server sent them.
 */
export interface AlbumPhoto {
  id: string;
  isVideo: boolean;
  /** upright width / height (1 when the size is unknown) */
  aspectRatio: number;
  thumbhash?: string | undefined;
  isFavorite: boolean;
  /** the video's length in seconds; 0 for photos */
  durationSeconds: number;
  /** assets in its stack; 0 when not stacked */
  stackCount: number;
  /** wall-clock time it was taken, written with a `Z` (not UTC: show it as is) */
  localDateTime: string;
  /** the original file name (absent when listed through the timeline) */
  fileName?: string | undefined;
  /** the EXIF description (absent when listed through the timeline) */
  description?: string | undefined;
}

/** An album asset (v1.106-v2 `album.assets`) as an {@link AlbumPhoto}. */
export function albumPhotoFromAsset(asset: Asset): AlbumPhoto {
  const exif = asset.exifInfo;
  const aspectRatio =
    asset.width && asset.height
      ? displayAspectRatio(asset.width, asset.height, undefined)
      : displayAspectRatio(exif?.exifImageWidth, exif?.exifImageHeight, exif?.orientation);
  return {
    id: asset.id,
    isVideo: asset.type === 'VIDEO',
    aspectRatio,
    thumbhash: asset.thumbhash,
    isFavorite: asset.isFavorite,
    durationSeconds: asset.type === 'VIDEO' ? asset.durationSeconds : 0,
    stackCount: asset.stackCount,
    localDateTime: asset.localDateTime,
    fileName: asset.originalFileName,
    description: exif?.description || undefined,
  };
}
