import { z } from 'zod/mini';
import { dateTime, int, lenientFields, nullish, wireObject } from './helpers';

/**
 * EXIF of an asset (spec: ExifInfo, every field optional). Real servers send `null` for unknown
 * values; they arrive here as `undefined`. `orientation` is a string ("6"); `timeZone` is an IANA
 * name or an offset like "UTC+1"; `exifImageWidth/Height` are the stored (unrotated) pixel size.
 * Each field degrades alone: an `fNumber` sent as "2.8" is an unknown aperture, the rest is kept.
 */
const exifShape = lenientFields('ExifInfo', {
  city: nullish(z.string()),
  country: nullish(z.string()),
  state: nullish(z.string()),
  description: nullish(z.string()),
  dateTimeOriginal: nullish(dateTime()),
  modifyDate: nullish(dateTime()),
  timeZone: nullish(z.string()),
  exifImageHeight: nullish(z.number()),
  exifImageWidth: nullish(z.number()),
  exposureTime: nullish(z.string()),
  fNumber: nullish(z.number()),
  focalLength: nullish(z.number()),
  iso: nullish(z.number()),
  /** bytes (int64) */
  fileSizeInByte: nullish(int()),
  latitude: nullish(z.number()),
  longitude: nullish(z.number()),
  lensModel: nullish(z.string()),
  make: nullish(z.string()),
  model: nullish(z.string()),
  orientation: nullish(z.string()),
  projectionType: nullish(z.string()),
});

/** EXIF as it comes (nulls kept): `AssetSchema` strips them in its own single pass. */
export const ExifInfoWireSchema = z.object(exifShape);

export const ExifInfoSchema = wireObject(exifShape);
/** EXIF as the app sees it: every field optional, never `null`. */
export type ExifInfo = z.infer<typeof ExifInfoSchema>;
