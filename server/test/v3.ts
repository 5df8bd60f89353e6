import { expect } from 'vitest';

/**
 * Immich v3's answers, key by key: v2.7.5's recorded answers without the fields v3 removed
 * (`deviceAssetId`, `deviceId`, `unassignedFaces`, `resized`; albums' `owner`, `ownerId`, `assets`).
 */
export const V3_KEYS = {
  asset: ['id', 'createdAt', 'ownerId', 'owner', 'libraryId', 'type', 'originalPath', 'originalFileName', 'originalMimeType', 'thumbhash', 'fileCreatedAt', 'fileModifiedAt', 'localDateTime', 'updatedAt', 'isFavorite', 'isArchived', 'isTrashed', 'visibility', 'duration', 'exifInfo', 'livePhotoVideoId', 'tags', 'people', 'checksum', 'stack', 'isOffline', 'hasMetadata', 'duplicateId', 'width', 'height', 'isEdited'],
  searchAsset: ['id', 'createdAt', 'ownerId', 'libraryId', 'type', 'originalPath', 'originalFileName', 'originalMimeType', 'thumbhash', 'fileCreatedAt', 'fileModifiedAt', 'localDateTime', 'updatedAt', 'isFavorite', 'isArchived', 'isTrashed', 'visibility', 'duration', 'exifInfo', 'livePhotoVideoId', 'people', 'checksum', 'isOffline', 'hasMetadata', 'duplicateId', 'width', 'height', 'isEdited'],
  memoryAsset: ['id', 'createdAt', 'ownerId', 'libraryId', 'type', 'originalPath', 'originalFileName', 'originalMimeType', 'thumbhash', 'fileCreatedAt', 'fileModifiedAt', 'localDateTime', 'updatedAt', 'isFavorite', 'isArchived', 'isTrashed', 'visibility', 'duration', 'livePhotoVideoId', 'people', 'checksum', 'isOffline', 'hasMetadata', 'duplicateId', 'width', 'height', 'isEdited'],
  exif: ['make', 'model', 'exifImageWidth', 'exifImageHeight', 'fileSizeInByte', 'orientation', 'dateTimeOriginal', 'modifyDate', 'timeZone', 'lensModel', 'fNumber', 'focalLength', 'iso', 'exposureTime', 'latitude', 'longitude', 'city', 'state', 'country', 'description', 'projectionType', 'rating'],
  memory: ['id', 'createdAt', 'updatedAt', 'memoryAt', 'showAt', 'hideAt', 'ownerId', 'type', 'data', 'isSaved', 'assets'],
  seenMemory: ['id', 'createdAt', 'updatedAt', 'memoryAt', 'seenAt', 'showAt', 'hideAt', 'ownerId', 'type', 'data', 'isSaved', 'assets'],
  album: ['albumName', 'description', 'albumThumbnailAssetId', 'createdAt', 'updatedAt', 'id', 'albumUsers', 'shared', 'hasSharedLink', 'startDate', 'endDate', 'assetCount', 'isActivityEnabled', 'order', 'lastModifiedAssetTimestamp', 'contributorCounts'],
  listedAlbum: ['albumName', 'description', 'albumThumbnailAssetId', 'createdAt', 'updatedAt', 'id', 'albumUsers', 'shared', 'hasSharedLink', 'startDate', 'endDate', 'assetCount', 'isActivityEnabled', 'order', 'lastModifiedAssetTimestamp'],
  face: ['id', 'boundingBoxX1', 'boundingBoxY1', 'boundingBoxX2', 'boundingBoxY2', 'imageWidth', 'imageHeight', 'sourceType', 'person'],
  bucket: ['city', 'country', 'duration', 'id', 'visibility', 'isFavorite', 'isImage', 'isTrashed', 'livePhotoVideoId', 'fileCreatedAt', 'localOffsetHours', 'ownerId', 'projectionType', 'ratio', 'status', 'thumbhash'],
  person: ['id', 'name', 'birthDate', 'thumbnailPath', 'isHidden', 'isFavorite', 'updatedAt'],
  user: ['id', 'email', 'name', 'profileImagePath', 'avatarColor', 'profileChangedAt'],
  people: ['people', 'hasNextPage', 'total', 'hidden'],
  me: ['id', 'email', 'name', 'profileImagePath', 'avatarColor', 'profileChangedAt', 'storageLabel', 'shouldChangePassword', 'isAdmin', 'createdAt', 'deletedAt', 'updatedAt', 'oauthId', 'quotaSizeInBytes', 'quotaUsageInBytes', 'status', 'license'],
} as const;

/**
 * v3's error: `{message, statusCode, errors?}` with the correlation id only in `X-Correlation-ID`;
 * a list of messages (validation) comes with one `errors[]` entry per message.
 */
export async function expectV3Error(res: Response, status: number, message?: string | string[]): Promise<Record<string, unknown>> {
  const body = (await res.json()) as Record<string, unknown>;
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(res.headers.get('x-correlation-id')).toMatch(/^[a-z0-9]{8}$/);
  expect(res.headers.get('x-immich-cid')).toBeNull();
  expect(body.statusCode).toBe(status);
  if (Array.isArray(body.message)) {
    expect(Object.keys(body)).toEqual(['message', 'statusCode', 'errors']);
    const errors = body.errors as { code: string; path: string[]; message: string }[];
    expect(errors.map((e) => e.message)).toEqual(body.message);
    for (const e of errors) {
      expect(Object.keys(e)).toEqual(['code', 'path', 'message']);
      expect(e.code).toMatch(/^[a-z_]+$/);
      expect(e.path.length).toBeGreaterThan(0);
    }
  } else {
    expect(Object.keys(body)).toEqual(['message', 'statusCode']);
  }
  if (message !== undefined) expect(body.message).toEqual(message);
  return body;
}
