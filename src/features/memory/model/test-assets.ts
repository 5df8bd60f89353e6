import type { Asset } from '@/api';

/** A thin memory asset as v1.106 sends it (no EXIF, no people), with overrides. Test-only. */
export function testAsset(overrides: Partial<Asset> & { id: string }): Asset {
  return {
    deviceAssetId: `${overrides.id}.jpg`,
    deviceId: 'test',
    ownerId: 'owner-1',
    type: 'IMAGE',
    originalFileName: `${overrides.id}.jpg`,
    originalPath: `upload/${overrides.id}.jpg`,
    checksum: 'AAAA',
    durationSeconds: 0,
    fileCreatedAt: '2024-11-22T08:00:00.000Z',
    fileModifiedAt: '2024-11-22T08:00:00.000Z',
    localDateTime: '2024-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T02:59:22.881Z',
    hasMetadata: true,
    isArchived: false,
    isFavorite: false,
    isOffline: false,
    isTrashed: false,
    resized: true,
    thumbhash: 'jQcGDICPiHh+d4iIiHhgcQkLsw==',
    people: [],
    faces: [],
    stackCount: 0,
    ...overrides,
  };
}
