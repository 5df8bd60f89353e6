/**
 * Profile pictures (a head-and-shoulders figure on a soft background) and face thumbnails
 * (a square crop around a face box of a preview, as Immich makes for people).
 */
import sharp from 'sharp';
import type { FaceBox, FaceLook } from './types';
import { createRng, PICTURE_STREAM } from '../lib/prng';
import { boxAspect, drawFigure } from './figure';
import { hsl, vGradient } from './svg-parts';

/** Side of profile pictures, px. */
export const AVATAR_SIZE = 256;
/** Side of face thumbnails, px. */
export const FACE_THUMBNAIL_SIZE = 250;

export async function renderAvatar(seed: number, look: FaceLook): Promise<Buffer> {
  const rng = createRng(seed, PICTURE_STREAM);
  const hue = rng.range(0, 360);
  const size = AVATAR_SIZE;
  const boxW = Math.round(size * 0.42);
  const boxH = Math.round(boxW * boxAspect(look));
  const x1 = Math.round((size - boxW) / 2);
  const y1 = Math.max(4, Math.round(size * 0.46 - boxH / 2));
  const figure = drawFigure(look, x1, y1, boxW, size);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs>${vGradient('bg', [hsl(hue, 55, 78), hsl(hue + 30, 50, 62)])}</defs><rect width="${size}" height="${size}" fill="url(#bg)"/>${figure.svg}</svg>`;
  return sharp(Buffer.from(svg)).removeAlpha().jpeg({ quality: 86 }).toBuffer();
}

/**
 * A square crop centred on `box` with room around the face (the box is ~55% of the crop),
 * shifted (never squeezed) to stay inside the picture, scaled to 250 px.
 */
export async function cropFaceThumbnail(preview: Buffer, box: FaceBox): Promise<Buffer> {
  const meta = await sharp(preview).metadata();
  const width = meta.width;
  const height = meta.height;
  if (!width || !height) throw new Error('cropFaceThumbnail: the preview is not a readable image');
  if (!(box.x2 > box.x1 && box.y2 > box.y1)) throw new Error(`cropFaceThumbnail: empty face box ${JSON.stringify(box)}`);
  const side = Math.min(width, height, Math.round(Math.max(box.x2 - box.x1, box.y2 - box.y1) / 0.55));
  const cx = (box.x1 + box.x2) / 2;
  const cy = (box.y1 + box.y2) / 2;
  const left = Math.round(Math.min(Math.max(0, cx - side / 2), width - side));
  const top = Math.round(Math.min(Math.max(0, cy - side / 2), height - side));
  return sharp(preview)
    .extract({ left, top, width: side, height: side })
    .resize(FACE_THUMBNAIL_SIZE, FACE_THUMBNAIL_SIZE)
    .jpeg({ quality: 85 })
    .toBuffer();
}
