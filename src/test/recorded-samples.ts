import type { Asset } from '@/api';
import { localDate } from '@/lib/local-date';

/**
 * Samples in the shapes a real Immich v1.106.4 server answers (nulls, extra fields and all), and
 * the same asset as the query layer hands it on. Each call returns a fresh object, safe to change.
 */
export const userId = 'f352cb28-5214-41d9-b1e2-9febe75a716b';

const created = '2024-11-22T08:00:00.000Z';
const thumbhash = 'jQcGDICPiHh+d4iIiHhgcQkLsw==';

export const meBody = {
  id: userId,
  email: 'demo@keepsake.test',
  name: 'Dana Demo',
  profileImagePath: '',
  avatarColor: 'green',
  storageLabel: 'admin',
  isAdmin: true,
  deletedAt: null,
  quotaSizeInBytes: null,
};

/** A thin asset on the wire, as in a memory (no EXIF, no people), named after its id. */
export function wireAsset(id: string, localDateTime = created, overrides: Record<string, unknown> = {}) {
  return {
    id,
    deviceAssetId: `${id}.jpg-1`,
    ownerId: userId,
    deviceId: 'capture-script',
    libraryId: null,
    type: 'IMAGE',
    originalPath: `upload/${id}.jpg`,
    originalFileName: `${id}.jpg`,
    originalMimeType: 'image/jpeg',
    resized: true,
    thumbhash,
    fileCreatedAt: localDateTime,
    fileModifiedAt: localDateTime,
    localDateTime,
    updatedAt: '2026-11-22T02:59:22.881Z',
    isFavorite: false,
    isArchived: false,
    isTrashed: false,
    duration: '0:00:00.00000',
    livePhotoVideoId: null,
    people: [],
    checksum: 'fdhJZFcFfJANq65Wani+0AG7CIo=',
    stackCount: null,
    isOffline: false,
    hasMetadata: true,
    duplicateId: null,
    ...overrides,
  };
}

/** A memory on the wire, as `GET /memories/{id}` answers. */
export function wireMemory(id: string, assets: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    id,
    createdAt: '2026-11-22T03:00:41.963Z',
    updatedAt: '2026-11-22T03:00:41.963Z',
    deletedAt: null,
    memoryAt: '2024-11-22T00:00:00.000Z',
    seenAt: null,
    ownerId: userId,
    type: 'on_this_day',
    data: { year: 2024 },
    isSaved: false,
    assets,
    ...overrides,
  };
}

/** A v1.106-shaped memory (no `showAt`/`hideAt`) of `year`, for today's local month and day: one of today's memories. */
export function memoryBody(id: string, year: number, assetIds: string[]) {
  const today = localDate(new Date()).slice(4);
  return wireMemory(
    id,
    assetIds.map((assetId) => wireAsset(assetId)),
    { memoryAt: `${year}${today}T00:00:00.000Z`, data: { year } },
  );
}

export const peopleBody = {
  people: [
    { id: 'f6528751-7167-4a01-88f5-4d6d47143043', name: 'Alice Martin', birthDate: '1990-04-15', thumbnailPath: 'x.jpeg', isHidden: false },
    { id: '859bd427-8d44-42e2-869f-213ead5026e2', name: '', birthDate: null, thumbnailPath: 'y.jpeg', isHidden: false },
    { id: '0d2c6a3e-5b1f-4a41-9a51-4c2d8c1b7e10', name: 'Hidden Harry', birthDate: null, thumbnailPath: 'z.jpeg', isHidden: true },
  ],
  total: 3,
  hidden: 1,
};

export function albumBody(id: string, overrides: Record<string, unknown> = {}) {
  return {
    albumName: 'Paris 2025',
    description: 'Weekend in Paris, November 2025',
    albumThumbnailAssetId: 'b32ee5b3-5b8d-4626-a3cb-085ccee5d6f2',
    createdAt: '2026-11-22T02:59:40.047Z',
    updatedAt: '2026-11-22T02:59:40.303Z',
    id,
    ownerId: userId,
    owner: { id: userId, email: 'demo@keepsake.test', name: 'Dana Demo', profileImagePath: '', avatarColor: 'gray' },
    albumUsers: [],
    shared: true,
    hasSharedLink: false,
    startDate: '2025-11-22T09:15:00.000Z',
    endDate: '2025-11-22T15:40:33.000Z',
    assets: [],
    assetCount: 5,
    isActivityEnabled: true,
    order: 'desc',
    ...overrides,
  };
}

/** A real server's error body. */
export function errorBody(statusCode: number, message: string | string[], error = 'Error') {
  return { message, error, statusCode, correlationId: 'k3yref42' };
}

/** {@link wireAsset} as the query layer hands it on (`Asset`: no nulls, duration in seconds), with overrides. */
export function testAsset(overrides: Partial<Asset> & { id: string }): Asset {
  const { id } = overrides;
  return {
    deviceAssetId: `${id}.jpg-1`,
    deviceId: 'capture-script',
    ownerId: userId,
    type: 'IMAGE',
    originalFileName: `${id}.jpg`,
    originalPath: `upload/${id}.jpg`,
    checksum: 'fdhJZFcFfJANq65Wani+0AG7CIo=',
    durationSeconds: 0,
    fileCreatedAt: created,
    fileModifiedAt: created,
    localDateTime: created,
    updatedAt: '2026-11-22T02:59:22.881Z',
    hasMetadata: true,
    isArchived: false,
    isFavorite: false,
    isOffline: false,
    isTrashed: false,
    resized: true,
    thumbhash,
    people: [],
    faces: [],
    stackCount: 0,
    ...overrides,
  };
}
