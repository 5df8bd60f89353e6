// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { containedImageRect, mapFaceBox } from './face-boxes';
import { uprightDimensions } from './upright-dimensions';

describe('containedImageRect', () => {
  it.each([
    { name: 'bands left and right (portrait in landscape box)', box: [1000, 800], img: [1200, 1600], out: { left: 200, top: 0, width: 600, height: 800 } },
    { name: 'bands top and bottom (landscape in portrait box)', box: [390, 844], img: [1600, 1200], out: { left: 0, top: 275.75, width: 390, height: 292.5 } },
    { name: 'exact fit', box: [800, 600], img: [1600, 1200], out: { left: 0, top: 0, width: 800, height: 600 } },
    { name: 'upscaled small image', box: [1000, 1000], img: [100, 50], out: { left: 0, top: 250, width: 1000, height: 500 } },
  ])('$name', ({ box, img, out }) => {
    const r = containedImageRect(box[0]!, box[1]!, img[0]!, img[1]!);
    expect(r.left).toBeCloseTo(out.left, 6);
    expect(r.top).toBeCloseTo(out.top, 6);
    expect(r.width).toBeCloseTo(out.width, 6);
    expect(r.height).toBeCloseTo(out.height, 6);
  });
});

describe('mapFaceBox', () => {
  // The fixture's orientation-6 photo: stored 1600×1200, preview upright 1200×1600.
  const face = { boundingBoxX1: 427, boundingBoxX2: 773, boundingBoxY1: 264, boundingBoxY2: 696, imageWidth: 1200, imageHeight: 1600 };

  it.each([
    { name: 'letterbox left/right', box: [1000, 800], out: { left: 200 + 427 / 2, top: 132, width: 173, height: 216 } },
    { name: 'letterbox top/bottom', box: [600, 2000], out: { left: 213.5, top: 600 + 132, width: 173, height: 216 } },
    { name: 'no letterbox', box: [600, 800], out: { left: 213.5, top: 132, width: 173, height: 216 } },
  ])('$name', ({ box, out }) => {
    const rect = containedImageRect(box[0]!, box[1]!, face.imageWidth, face.imageHeight);
    const r = mapFaceBox(face, rect)!;
    expect(r.left).toBeCloseTo(out.left, 6);
    expect(r.top).toBeCloseTo(out.top, 6);
    expect(r.width).toBeCloseTo(out.width, 6);
    expect(r.height).toBeCloseTo(out.height, 6);
  });

  // Previews are upright whatever the EXIF orientation: the face's image size equals the upright
  // dimensions (up to scale), so mapping never rotates. This checks that for every orientation.
  it.each(['1', '2', '3', '4', '5', '6', '7', '8'])('orientation %s: upright preview, no rotation', (orientation) => {
    const upright = uprightDimensions(4032, 3024, orientation)!;
    const scale = 1440 / Math.max(upright.width, upright.height);
    const f = {
      imageWidth: Math.round(upright.width * scale),
      imageHeight: Math.round(upright.height * scale),
      boundingBoxX1: 100,
      boundingBoxY1: 200,
      boundingBoxX2: 300,
      boundingBoxY2: 500,
    };
    const rect = containedImageRect(720, 720, f.imageWidth, f.imageHeight);
    const r = mapFaceBox(f, rect)!;
    const s = 720 / Math.max(f.imageWidth, f.imageHeight);
    expect(r.left).toBeCloseTo(rect.left + 100 * s, 6);
    expect(r.top).toBeCloseTo(rect.top + 200 * s, 6);
    expect(r.width / r.height).toBeCloseTo(200 / 300, 6);
    const portrait = ['5', '6', '7', '8'].includes(orientation);
    expect(rect.height > rect.width).toBe(portrait);
  });

  it('clamps a box that spills over the picture and orders swapped corners', () => {
    const rect = { left: 10, top: 0, width: 100, height: 100 };
    const r = mapFaceBox({ boundingBoxX1: 120, boundingBoxX2: -20, boundingBoxY1: 50, boundingBoxY2: 0, imageWidth: 100, imageHeight: 100 }, rect)!;
    expect(r).toEqual({ left: 10, top: 0, width: 100, height: 50 });
  });

  it('skips empty boxes and zero-sized images', () => {
    const rect = { left: 0, top: 0, width: 100, height: 100 };
    expect(mapFaceBox({ ...face, boundingBoxX2: face.boundingBoxX1 }, rect)).toBeUndefined();
    expect(mapFaceBox({ ...face, imageWidth: 0 }, rect)).toBeUndefined();
  });
});
