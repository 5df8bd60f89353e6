/**
 * Face boxes are pixels in the upright preview the detector saw (`imageWidth` × `imageHeight`).
 * The viewer shows the preview with `object-fit: contain`, so the picture is scaled to fit and
 * centred with empty bands left/right or top/bottom: map boxes onto that displayed rectangle.
 * Previews are already rotated upright, so EXIF orientation plays no part here.
 */

/** A rectangle in CSS px, relative to the element that holds the image. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A face as the API describes it (preview pixel space). */
export interface FaceGeometry {
  boundingBoxX1: number;
  boundingBoxY1: number;
  boundingBoxX2: number;
  boundingBoxY2: number;
  imageWidth: number;
  imageHeight: number;
}

/**
 * Where an image of `imageWidth` × `imageHeight` is drawn inside a `boxWidth` × `boxHeight`
 * element under `object-fit: contain` (centred, `object-position: 50% 50%`).
 */
export function containedImageRect(boxWidth: number, boxHeight: number, imageWidth: number, imageHeight: number): Rect {
  if (boxWidth <= 0 || boxHeight <= 0 || imageWidth <= 0 || imageHeight <= 0) {
    return { left: 0, top: 0, width: Math.max(0, boxWidth), height: Math.max(0, boxHeight) };
  }
  const scale = Math.min(boxWidth / imageWidth, boxHeight / imageHeight);
  const width = imageWidth * scale;
  const height = imageHeight * scale;
  return { left: (boxWidth - width) / 2, top: (boxHeight - height) / 2, width, height };
}

/**
 * The face's box on screen, relative to the image element, given where the picture is drawn
 * (`imageRect`, from {@link containedImageRect}). The box is clamped to the picture.
 */
export function mapFaceBox(face: FaceGeometry, imageRect: Rect): Rect | undefined {
  if (face.imageWidth <= 0 || face.imageHeight <= 0) return undefined;
  const sx = imageRect.width / face.imageWidth;
  const sy = imageRect.height / face.imageHeight;
  const x1 = Math.max(0, Math.min(face.boundingBoxX1, face.boundingBoxX2));
  const x2 = Math.min(face.imageWidth, Math.max(face.boundingBoxX1, face.boundingBoxX2));
  const y1 = Math.max(0, Math.min(face.boundingBoxY1, face.boundingBoxY2));
  const y2 = Math.min(face.imageHeight, Math.max(face.boundingBoxY1, face.boundingBoxY2));
  if (x2 <= x1 || y2 <= y1) return undefined;
  return {
    left: imageRect.left + x1 * sx,
    top: imageRect.top + y1 * sy,
    width: (x2 - x1) * sx,
    height: (y2 - y1) * sy,
  };
}
