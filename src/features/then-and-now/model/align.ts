import type { FaceGeometry } from '@/lib/face-boxes';

/** A size in px. */
export interface Size {
  width: number;
  height: number;
}

/** Where the face's centre goes on the stage, as fractions of its width and height. */
export const FACE_CENTRE = { x: 0.5, y: 0.42 } as const;
/** The face's height as a fraction of the stage's height. */
export const FACE_HEIGHT = 0.2;
/**
 * The most a picture is enlarged past the size at which it just covers the stage: a tiny face
 * is shown smaller than {@link FACE_HEIGHT} rather than blown up into a blur (ADR 111).
 */
export const MAX_ZOOM_PAST_COVER = 3;

/** How one photo is drawn on the stage: its picture scaled and moved so the face lands in place. */
export interface Alignment {
  /** stage px per picture px */
  scale: number;
  /** the picture's top-left corner on the stage, px (negative: off the stage's left or top edge) */
  x: number;
  y: number;
  /** the picture's drawn size on the stage, px */
  width: number;
  height: number;
  /** the picture covers the whole stage (when not, a blurred copy fills what it leaves) */
  covers: boolean;
  /** the scale was capped: the face is smaller than the target */
  isCapped: boolean;
}

const positive = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v) && v > 0;

/**
 * Puts the face's centre at {@link FACE_CENTRE} of `stage` and its height at {@link FACE_HEIGHT}
 * of the stage's height. `image` is the picture's upright size (EXIF orientation already applied,
 * e.g. by `uprightDimensions`); face boxes are in the upright preview's space
 * (`imageWidth` × `imageHeight`) on every server version, so they are scaled into it. Without
 * `image`, the face's own space stands for the picture; with neither, `undefined` (the photo is
 * skipped).
 */
export function alignFace(image: Size | undefined, face: FaceGeometry, stage: Size): Alignment | undefined {
  const hasFaceSpace = positive(face.imageWidth) && positive(face.imageHeight);
  const picture = image && positive(image.width) && positive(image.height) ? image : hasFaceSpace ? { width: face.imageWidth, height: face.imageHeight } : undefined;
  if (!picture || !hasFaceSpace || !positive(stage.width) || !positive(stage.height)) return undefined;
  const sx = picture.width / face.imageWidth;
  const sy = picture.height / face.imageHeight;
  const x1 = Math.min(face.boundingBoxX1, face.boundingBoxX2) * sx;
  const x2 = Math.max(face.boundingBoxX1, face.boundingBoxX2) * sx;
  const y1 = Math.min(face.boundingBoxY1, face.boundingBoxY2) * sy;
  const y2 = Math.max(face.boundingBoxY1, face.boundingBoxY2) * sy;
  if (!(y2 > y1) || !(x2 > x1)) return undefined;

  const cover = Math.max(stage.width / picture.width, stage.height / picture.height);
  const wanted = (FACE_HEIGHT * stage.height) / (y2 - y1);
  const scale = Math.min(wanted, cover * MAX_ZOOM_PAST_COVER);
  const width = picture.width * scale;
  const height = picture.height * scale;
  const x = FACE_CENTRE.x * stage.width - ((x1 + x2) / 2) * scale;
  const y = FACE_CENTRE.y * stage.height - ((y1 + y2) / 2) * scale;
  const covers = x <= 0.5 && y <= 0.5 && x + width >= stage.width - 0.5 && y + height >= stage.height - 0.5;
  return { scale, x, y, width, height, covers, isCapped: scale < wanted };
}

/** The face's box on the stage under `alignment` (the e2e tests measure the same on screen). */
export function faceOnStage(alignment: Alignment, image: Size | undefined, face: FaceGeometry) {
  const picture = image ?? { width: face.imageWidth, height: face.imageHeight };
  const sx = (picture.width / face.imageWidth) * alignment.scale;
  const sy = (picture.height / face.imageHeight) * alignment.scale;
  const left = alignment.x + Math.min(face.boundingBoxX1, face.boundingBoxX2) * sx;
  const top = alignment.y + Math.min(face.boundingBoxY1, face.boundingBoxY2) * sy;
  return { left, top, width: Math.abs(face.boundingBoxX2 - face.boundingBoxX1) * sx, height: Math.abs(face.boundingBoxY2 - face.boundingBoxY1) * sy };
}

/**
 * What the story's first slide shows, as one string: the photo and its box on the stage (whole px).
 * The first frame drawn before the app (ADR 113) carries it; the story keeps that frame only when
 * its own first slide has the same key.
 */
export function firstSlideKey(assetId: string, alignment: Alignment | undefined): string {
  const box = alignment ? [alignment.x, alignment.y, alignment.width, alignment.height].map(Math.round).join(',') : 'none';
  return `${assetId} ${box}`;
}
