/**
 * Spec-shaped samples (every field the API contract names present, no nulls) and the Immich v3
 * shapes built from them. Each call returns a fresh object, safe to change. This module imports
 * nothing, so code outside tests (a warm-up's sample list) can use it too.
 */
export const ids = {
  asset: '3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  asset2: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b',
  owner: '11111111-2222-4333-8444-555555555555',
  person: '66666666-7777-4888-9999-aaaaaaaaaaaa',
  face: 'bbbbbbbb-cccc-4ddd-8eee-ffffffffffff',
  memory: '12345678-90ab-4cde-8f01-234567890abc',
  album: '8d0eb732-67f2-4717-838d-45798e379825',
  activity: 'a77bb321-670c-405d-ac5c-9acbeef93b41',
};

export function specUser() {
  return {
    id: ids.owner,
    name: 'Dana Demo',
    email: 'demo@keepsake.test',
    profileImagePath: 'upload/profile/dana.jpg',
    avatarColor: 'green',
  };
}

export function specExif() {
  return {
    city: 'Lisbon',
    country: 'Portugal',
    state: 'Lisbon',
    description: 'Tram 28',
    dateTimeOriginal: '2024-06-01T10:20:30.000+01:00',
    modifyDate: '2024-06-01T10:20:30.000Z',
    timeZone: 'Europe/Lisbon',
    exifImageHeight: 3024,
    exifImageWidth: 4032,
    exposureTime: '1/250',
    fNumber: 2.8,
    focalLength: 35,
    iso: 100,
    fileSizeInByte: 2_345_678,
    latitude: 38.7139,
    longitude: -9.1334,
    lensModel: 'RF35mm F1.8',
    make: 'Canon',
    model: 'EOS R6',
    orientation: '6',
    projectionType: 'EQUIRECTANGULAR',
  };
}

export function specFace() {
  return {
    id: ids.face,
    boundingBoxX1: 100,
    boundingBoxX2: 300,
    boundingBoxY1: 120,
    boundingBoxY2: 360,
    imageHeight: 1440,
    imageWidth: 1080,
  };
}

/** A person as `GET /people/{id}` sends them. */
export function specPerson() {
  return {
    id: ids.person,
    name: 'Alice',
    birthDate: '1990-04-15',
    isHidden: false,
    thumbnailPath: 'upload/thumbs/alice.jpeg',
  };
}

export function specAssetPerson() {
  return { ...specPerson(), faces: [specFace()] };
}

/** An asset with every spec field, including a one-level `stack`. */
export function specAsset(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: ids.asset,
    deviceAssetId: 'IMG_0001.jpg-1',
    deviceId: 'phone',
    ownerId: ids.owner,
    owner: specUser(),
    libraryId: 'lib-1',
    type: 'IMAGE',
    originalFileName: 'IMG_0001.jpg',
    originalPath: 'upload/IMG_0001.jpg',
    checksum: 'oksg/tod2bjtaWpJf1CVsqcAwY8=',
    duration: '0:00:00.00000',
    duplicateId: 'dup-1',
    livePhotoVideoId: 'live-1',
    fileCreatedAt: '2024-06-01T09:20:30.000Z',
    fileModifiedAt: '2024-06-01T09:20:30.000Z',
    localDateTime: '2024-06-01T10:20:30.000Z',
    updatedAt: '2024-06-02T08:00:00.000Z',
    hasMetadata: true,
    isArchived: false,
    isFavorite: true,
    isOffline: false,
    isTrashed: false,
    resized: true,
    thumbhash: 'zbgFFYSPiHh9h4iIeIh3iH6PCAeH',
    exifInfo: specExif(),
    people: [specAssetPerson()],
    smartInfo: { objects: ['tram'], tags: ['street'] },
    tags: [{ id: 'tag-1', name: 'Lisbon', type: 'CUSTOM', userId: ids.owner }],
    stack: [],
    stackCount: 0,
    stackParentId: 'parent-1',
    ...overrides,
  };
}

export function specMemory(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: ids.memory,
    ownerId: ids.owner,
    type: 'on_this_day',
    data: { year: 2024 },
    memoryAt: '2024-06-01T00:00:00.000Z',
    createdAt: '2025-06-01T00:00:00.000Z',
    updatedAt: '2025-06-01T00:00:00.000Z',
    deletedAt: '2025-06-03T00:00:00.000Z',
    seenAt: '2025-06-02T00:00:00.000Z',
    isSaved: true,
    assets: [specAsset()],
    ...overrides,
  };
}

export function specActivity(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: ids.activity,
    type: 'comment',
    assetId: ids.asset,
    comment: 'Lovely light',
    createdAt: '2025-06-02T10:00:00.000Z',
    user: specUser(),
    ...overrides,
  };
}

/*
 * Immich v3 samples, built from the documented v3.x shapes (no server of that version was
 * recorded): what changed since v2.7.5 is what these leave out or send differently.
 */

/** A person on a v3 asset: no `faces` (boxes come only from `GET /faces?id=`). */
export function v3AssetPerson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: ids.person,
    name: 'Alice',
    birthDate: '1990-04-15',
    thumbnailPath: '/data/thumbs/alice.jpeg',
    isHidden: false,
    isFavorite: false,
    updatedAt: '2026-07-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A tag as v2 and v3 send it: `value` is the whole path, `name` its last part; no `type`/`userId`. */
export function v3Tag(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    parentId: 'c0ffee00-0000-4000-8000-000000000000',
    name: 'Japan',
    value: 'Travel/Japan',
    color: null,
    createdAt: '2026-07-02T10:00:00.000Z',
    updatedAt: '2026-07-02T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A v3.x asset (`GET /assets/{id}`): no `deviceAssetId`, `deviceId`, `unassignedFaces`,
 * `stackCount`, `smartInfo`, `resized`; `people` without `faces`; `duration` in integer
 * milliseconds (`null` for stills); `visibility`, `stack` object or null, `createdAt`, upright
 * `width`/`height`, `isEdited`.
 */
export function v3Asset(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { deviceAssetId: _d, deviceId: _i, stackCount: _s, smartInfo: _m, resized: _r, stackParentId: _p, ...rest } = specAsset();
  return {
    ...rest,
    createdAt: '2026-07-02T10:00:00.000Z',
    duration: null,
    visibility: 'timeline',
    people: [v3AssetPerson()],
    tags: [v3Tag()],
    stack: null,
    // the EXIF says 4032 x 3024 turned by orientation 6: upright, it is 3024 x 4032
    width: 3024,
    height: 4032,
    isEdited: false,
    ...overrides,
  };
}

/** A v3 video: `duration` in integer milliseconds. */
export function v3Video(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return v3Asset({ id: ids.asset2, type: 'VIDEO', originalFileName: 'river.mp4', duration: 4500, people: [], width: 640, height: 360, ...overrides });
}

/**
 * One face of `GET /faces?id=<assetId>` (v2+; the only source of boxes on v3). `person` is `null`
 * unless the caller owns that person.
 */
export function v3Face(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...specFace(),
    sourceType: 'machine-learning',
    person: v3AssetPerson(),
    ...overrides,
  };
}

/** A v2/v3 memory: `showAt`/`hideAt` (the day it belongs to), no `seenAt` while unseen, no `deletedAt`. */
export function v3Memory(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { seenAt: _s, deletedAt: _d, ...rest } = specMemory();
  return {
    ...rest,
    memoryAt: '2025-11-24T00:00:00.000Z',
    showAt: '2026-11-24T00:00:00.000Z',
    hideAt: '2026-11-24T23:59:59.999Z',
    isSaved: false,
    assets: [v3Asset({ people: [], tags: [] })],
    ...overrides,
  };
}
