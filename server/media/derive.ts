/**
 * Derived files every asset needs, from upright pixels: the ~1440 px JPEG preview, the 250 px
 * WebP thumbnail and the thumbhash. Shared by photos and video posters.
 */
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

/** Long side of previews, as Immich makes them. */
export const PREVIEW_LONG_SIDE = 1440;
/** Short side of thumbnails. */
export const THUMBNAIL_SHORT_SIDE = 250;

/** Upright preview size for a picture of w x h (never enlarged). */
export function previewSize(w: number, h: number): { width: number; height: number } {
  const s = Math.min(1, PREVIEW_LONG_SIDE / Math.max(w, h));
  return { width: Math.max(1, Math.round(w * s)), height: Math.max(1, Math.round(h * s)) };
}

/** Raw RGB pixels (3 channels) with their size. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

const fromRaw = (img: RawImage): ReturnType<typeof sharp> =>
  sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } });

export async function encodePreview(img: RawImage): Promise<Buffer> {
  return fromRaw(img).jpeg({ quality: 82 }).toBuffer();
}

export async function encodeThumbnail(img: RawImage): Promise<Buffer> {
  const s = Math.min(1, THUMBNAIL_SHORT_SIDE / Math.min(img.width, img.height));
  const width = Math.max(1, Math.round(img.width * s));
  const height = Math.max(1, Math.round(img.height * s));
  return fromRaw(img).resize(width, height, { fit: 'fill' }).webp({ quality: 80 }).toBuffer();
}

/** base64 thumbhash of the picture scaled to fit 100 x 100. */
export async function thumbhashOf(img: RawImage): Promise<string> {
  const { data, info } = await fromRaw(img)
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

export interface Derived {
  preview: Buffer;
  previewWidth: number;
  previewHeight: number;
  thumbnail: Buffer;
  thumbhash: string;
}

/** All three derivatives of an upright image that is already at preview size. */
export async function deriveAll(img: RawImage): Promise<Derived> {
  const [preview, thumbnail, thumbhash] = await Promise.all([encodePreview(img), encodeThumbnail(img), thumbhashOf(img)]);
  return { preview, previewWidth: img.width, previewHeight: img.height, thumbnail, thumbhash };
}

/** Renders SVG markup to raw RGB at exactly width x height. */
export async function rasterize(svg: string, width: number, height: number): Promise<RawImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
