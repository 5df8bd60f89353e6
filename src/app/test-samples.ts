/**
 * Wire-shaped samples for the shell's tests, copied from responses of a real Immich v1.106.4
 * server (shared fixtures): nulls, extra fields and all.
 */
export const userId = 'f352cb28-5214-41d9-b1e2-9febe75a716b';

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

export function assetBody(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    deviceAssetId: 'IMG_0001.jpg-18599',
    ownerId: userId,
    deviceId: 'capture-script',
    libraryId: null,
    type: 'IMAGE',
    originalPath: 'upload/upload/x/74/27/x.jpg',
    originalFileName: 'IMG_0001.jpg',
    originalMimeType: 'image/jpeg',
    resized: true,
    thumbhash: 'jQcGDICPiHh+d4iIiHhgcQkLsw==',
    fileCreatedAt: '2024-11-22T08:00:00.000Z',
    fileModifiedAt: '2024-11-22T08:00:00.000Z',
    localDateTime: '2024-11-22T08:00:00.000Z',
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

export function memoryBody(id: string, year: number, assetIds: string[]) {
  return {
    id,
    createdAt: '2026-11-22T03:00:41.963Z',
    updatedAt: '2026-11-22T03:00:41.963Z',
    deletedAt: null,
    memoryAt: `${year}-11-22T00:00:00.000Z`,
    seenAt: null,
    ownerId: userId,
    type: 'on_this_day',
    data: { year },
    isSaved: false,
    assets: assetIds.map((assetId) => assetBody(assetId)),
  };
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
