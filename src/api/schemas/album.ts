import { z } from 'zod';
import { AssetSchema } from './asset';
import { dateTime, int, nullish, wireObject } from './helpers';
import { tolerantArray } from './tolerant-array';
import { UserSchema } from './user';

/** A user an album is shared with, and what they may do. */
export const AlbumUserSchema = z.object({
  user: UserSchema,
  role: z.enum(['editor', 'viewer']),
});
/** A member of a shared album. */
export type AlbumUser = z.infer<typeof AlbumUserSchema>;

/**
 * An album (GET /albums/{id}, items of GET /albums). With `?withoutAssets=true` (and in lists)
 * `assets` is empty; `assetCount` is always the real count. An empty album has no start/end date.
 */
export const AlbumSchema = wireObject({
  id: z.string(),
  albumName: z.string(),
  description: nullish(z.string()),
  ownerId: z.string(),
  owner: UserSchema,
  albumUsers: tolerantArray(AlbumUserSchema, 'albumUsers'),
  shared: z.boolean(),
  hasSharedLink: nullish(z.boolean()),
  isActivityEnabled: z.boolean(),
  assetCount: int().min(0),
  albumThumbnailAssetId: nullish(z.string()),
  assets: tolerantArray(AssetSchema, 'assets').default([]),
  startDate: nullish(dateTime()),
  endDate: nullish(dateTime()),
  createdAt: nullish(dateTime()),
  updatedAt: nullish(dateTime()),
  order: nullish(z.enum(['asc', 'desc'])),
});
/** An album with its members (and its assets unless fetched without them). */
export type Album = z.infer<typeof AlbumSchema>;

/** GET /albums (and `?shared=true`): malformed albums are dropped and counted. */
export const AlbumListSchema = tolerantArray(AlbumSchema);
