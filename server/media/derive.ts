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

export const fromRaw = (img: RawImage): ReturnType<typeof sharp> =>
  sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } });

/**
 * Full-resolution colour (4:4:4): face boxes are drawn on previews, and 4:2:0 subsampling smears
 * the colour edges of small heads by a pixel or two. Costs a little encoding time and about a quarter
 * more bytes per preview.
 */
export async function encodePreview(img: RawImage): Promise<Buffer> {
  return fromRaw(img).jpeg({ quality: 82, chromaSubsampling: '4:4:4' }).toBuffer();
}

/**
 * Long side of the picture thumbhash encodes. The hash keeps only a few low-frequency terms, so
 * 64 px gives a practically identical placeholder to 100 px at under half the CPU.
 */
const THUMBHASH_INPUT_SIDE = 64;

/** Thumbnail size for a picture of w x h: short side 250 (never enlarged). */
export function thumbnailSize(w: number, h: number): { width: number; height: number } {
  const s = Math.min(1, THUMBNAIL_SHORT_SIDE / Math.min(w, h));
  return { width: Math.max(1, Math.round(w * s)), height: Math.max(1, Math.round(h * s)) };
}

/** The WebP thumbnail and the thumbhash, both from one downscaled copy (cheaper than two resizes). */
async function thumbnailAndHash(img: RawImage): Promise<{ thumbnail: Buffer; thumbhash: string }> {
  const size = thumbnailSize(img.width, img.height);
  const small = await fromRaw(img).resize(size.width, size.height, { fit: 'fill' }).raw().toBuffer();
  const smallImg: RawImage = { data: small, width: size.width, height: size.height };
  const [thumbnail, hash] = await Promise.all([
    fromRaw(smallImg).webp({ quality: 80, effort: 2 }).toBuffer(),
    fromRaw(smallImg).resize(THUMBHASH_INPUT_SIDE, THUMBHASH_INPUT_SIDE, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
  ]);
  const thumbhash = Buffer.from(rgbaToThumbHash(hash.info.width, hash.info.height, hash.data)).toString('base64');
  return { thumbnail, thumbhash };
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
  const [preview, small] = await Promise.all([encodePreview(img), thumbnailAndHash(img)]);
  return { preview, previewWidth: img.width, previewHeight: img.height, ...small };
}

/** Renders SVG markup (whose root has width/height attributes) to raw RGB pixels. */
export async function rasterize(svg: string): Promise<RawImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
