/**
 * renderPhoto: one SVG scene laid out in preview pixel space (so face boxes are exact there),
 * rasterised at the original's size -> the original (rotated for storage, EXIF from ./exif) and,
 * downscaled, the preview, thumbnail and thumbhash.
 */
import type { PhotoSpec, RenderedPhoto } from './types';
import { createRng, PICTURE_STREAM } from '../lib/prng';
import { buildScene } from './scenes';
import { placePeople } from './people';
import { deriveAll, fromRaw, previewSize, rasterize, type RawImage } from './derive';
import { buildTiff, insertExif } from './exif';

/** Degrees to rotate the upright picture clockwise so that a viewer applying the tag undoes it. */
const STORE_ROTATION: Record<PhotoSpec['orientation'], number> = { 1: 0, 3: 180, 6: 270, 8: 90 };

function checkSpec(spec: PhotoSpec): void {
  const ok = (n: number): boolean => Number.isInteger(n) && n >= 16 && n <= 8000;
  if (!ok(spec.width) || !ok(spec.height)) throw new Error(`renderPhoto: width/height must be integers 16..8000, got ${spec.width}x${spec.height}`);
  if (spec.faces.length > 6) throw new Error(`renderPhoto: at most 6 faces fit a picture, got ${spec.faces.length}`);
  if (!(spec.orientation in STORE_ROTATION)) throw new Error(`renderPhoto: orientation must be 1, 3, 6 or 8, got ${String(spec.orientation)}`);
  const f = spec.subject;
  if (f && !(f.size > 0 && f.size <= 0.6 && Number.isFinite(f.cx) && Number.isFinite(f.cy))) throw new Error(`renderPhoto: subject needs a size in (0, 0.6] and a finite centre, got ${JSON.stringify(f)}`);
}

/** The whole picture as SVG markup whose user space is the preview's pixel grid. */
export function photoSvg(spec: PhotoSpec): { svg: string; boxes: RenderedPhoto['faces']; width: number; height: number } {
  const { width, height } = previewSize(spec.width, spec.height);
  const rng = createRng(spec.seed, PICTURE_STREAM);
  const scene = buildScene(spec.scene, rng, width, height);
  const people = placePeople(spec.faces, width, height, scene.headLine, rng, { ages: spec.ages, subject: spec.subject });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="none"><defs>${scene.defs}</defs>${scene.body}${people.svg}</svg>`;
  return { svg, boxes: people.boxes, width, height };
}

/** Sets the SVG root's pixel size (the viewBox keeps the drawing in preview coordinates). */
const atSize = (svg: string, from: { width: number; height: number }, width: number, height: number): string =>
  svg.replace(`width="${from.width}" height="${from.height}"`, `width="${width}" height="${height}"`);

export async function renderPhoto(spec: PhotoSpec): Promise<RenderedPhoto> {
  checkSpec(spec);
  const scene = photoSvg(spec);
  // Rasterise once at the original's size; the preview is a downscale of it, which keeps the face
  // boxes exact (the drawing is laid out in preview pixels and scaled by the viewBox).
  const sameSize = spec.width === scene.width && spec.height === scene.height;
  const full = await rasterize(sameSize ? scene.svg : atSize(scene.svg, scene, spec.width, spec.height));
  const upright: RawImage = sameSize
    ? full
    : { data: await fromRaw(full).resize(scene.width, scene.height, { fit: 'fill' }).raw().toBuffer(), width: scene.width, height: scene.height };
  const derivedPromise = deriveAll(upright);
  // no EXIF means no Orientation tag either, so such files are stored upright
  const orientation = spec.exif ? spec.orientation : 1;
  const rotation = STORE_ROTATION[orientation];
  const stored = await fromRaw(full).rotate(rotation).jpeg({ quality: 86 }).toBuffer();
  const swap = rotation === 90 || rotation === 270;
  const exifImageWidth = swap ? spec.height : spec.width;
  const exifImageHeight = swap ? spec.width : spec.height;
  const original = spec.exif
    ? insertExif(stored, buildTiff(spec.exif, { orientation, width: exifImageWidth, height: exifImageHeight }))
    : stored;
  const derived = await derivedPromise;
  return { original, exifImageWidth, exifImageHeight, ...derived, faces: scene.boxes };
}
