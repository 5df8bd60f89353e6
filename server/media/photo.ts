/**
 * renderPhoto: one SVG scene in preview pixel space -> upright preview pixels (face boxes are
 * exact there) -> preview, thumbnail, thumbhash; the original is rendered from the same SVG at
 * full size, rotated for storage, with an EXIF block written by ./exif.
 */
import sharp from 'sharp';
import type { PhotoSpec, RenderedPhoto } from './types';
import { createRng } from './prng';
import { buildScene } from './scenes';
import { placePeople } from './people';
import { deriveAll, previewSize, rasterize } from './derive';
import { buildTiff, insertExif } from './exif';

/** Degrees to rotate the upright picture clockwise so that a viewer applying the tag undoes it. */
const STORE_ROTATION: Record<PhotoSpec['orientation'], number> = { 1: 0, 3: 180, 6: 270, 8: 90 };

function checkSpec(spec: PhotoSpec): void {
  const ok = (n: number): boolean => Number.isInteger(n) && n >= 16 && n <= 8000;
  if (!ok(spec.width) || !ok(spec.height)) throw new Error(`renderPhoto: width/height must be integers 16..8000, got ${spec.width}x${spec.height}`);
  if (spec.faces.length > 6) throw new Error(`renderPhoto: at most 6 faces fit a picture, got ${spec.faces.length}`);
  if (!(spec.orientation in STORE_ROTATION)) throw new Error(`renderPhoto: orientation must be 1, 3, 6 or 8, got ${String(spec.orientation)}`);
}

/** The whole picture as SVG markup whose user space is the preview's pixel grid. */
export function photoSvg(spec: PhotoSpec): { svg: string; boxes: RenderedPhoto['faces']; width: number; height: number } {
  const { width, height } = previewSize(spec.width, spec.height);
  const rng = createRng(spec.seed);
  const scene = buildScene(spec.scene, rng, width, height);
  const people = placePeople(spec.faces, width, height, scene.headLine, rng);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="none"><defs>${scene.defs}</defs>${scene.body}${people.svg}</svg>`;
  return { svg, boxes: people.boxes, width, height };
}

export async function renderPhoto(spec: PhotoSpec): Promise<RenderedPhoto> {
  checkSpec(spec);
  const scene = photoSvg(spec);
  const upright = await rasterize(scene.svg, scene.width, scene.height);
  const derivedPromise = deriveAll(upright);
  // no EXIF means no Orientation tag either, so such files are stored upright
  const orientation = spec.exif ? spec.orientation : 1;
  const rotation = STORE_ROTATION[orientation];
  // Upscaling the preview pixels (one fused resize+rotate+encode pipeline) costs a fraction of
  // rasterising the SVG again at full size; the illustrated scenes stay crisp enough.
  const stored = await sharp(upright.data, { raw: { width: upright.width, height: upright.height, channels: 3 } })
    .resize(spec.width, spec.height, { fit: 'fill', kernel: 'linear' })
    .rotate(rotation)
    .jpeg({ quality: 86 })
    .toBuffer();
  const swap = rotation === 90 || rotation === 270;
  const exifImageWidth = swap ? spec.height : spec.width;
  const exifImageHeight = swap ? spec.width : spec.height;
  const original = spec.exif
    ? insertExif(stored, buildTiff(spec.exif, { orientation, width: exifImageWidth, height: exifImageHeight }))
    : stored;
  const derived = await derivedPromise;
  return { original, exifImageWidth, exifImageHeight, ...derived, faces: scene.boxes };
}
