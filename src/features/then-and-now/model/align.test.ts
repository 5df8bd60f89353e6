// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { uprightDimensions } from '@/lib/upright-dimensions';
import { alignFace, faceOnStage, FACE_CENTRE, FACE_HEIGHT, MAX_ZOOM_PAST_COVER } from './align';

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
const box = (x1: number, y1: number, x2: number, y2: number, imageWidth: number, imageHeight: number) => ({
  boundingBoxX1: x1,
  boundingBoxY1: y1,
  boundingBoxX2: x2,
  boundingBoxY2: y2,
  imageWidth,
  imageHeight,
});

function expectAligned(stage: { width: number; height: number }, image: { width: number; height: number } | undefined, face: ReturnType<typeof box>) {
  const a = alignFace(image, face, stage);
  expect(a).toBeDefined();
  const f = faceOnStage(a!, image, face);
  expect(f.left + f.width / 2).toBeCloseTo(FACE_CENTRE.x * stage.width, 6);
  expect(f.top + f.height / 2).toBeCloseTo(FACE_CENTRE.y * stage.height, 6);
  expect(f.height).toBeCloseTo(FACE_HEIGHT * stage.height, 6);
  return a!;
}

describe('alignFace', () => {
  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ])('puts the face at the same point and height on a %s stage', (_name, stage) => {
    expectAligned(stage, { width: 1440, height: 960 }, box(600, 300, 760, 500, 1440, 960));
    expectAligned(stage, { width: 960, height: 1440 }, box(100, 200, 260, 400, 960, 1440));
  });

  // Boxes are in the upright preview's space on every version; the picture's size comes from EXIF,
  // stored a quarter turn away for orientations 5-8.
  it.each([
    ['1', 4000, 3000, 1440, 1080],
    ['3', 4000, 3000, 1440, 1080],
    ['6', 4000, 3000, 1080, 1440],
    ['8', 4000, 3000, 1080, 1440],
  ])('orientation %s: the EXIF size turned upright matches the box space', (orientation, w, h, fw, fh) => {
    const image = uprightDimensions(w, h, orientation);
    const face = box(fw * 0.4, fh * 0.3, fw * 0.55, fh * 0.45, fw, fh);
    for (const stage of [phone, desktop]) {
      const a = expectAligned(stage, image, face);
      expect(a.width / a.height).toBeCloseTo(fw / fh, 6);
    }
  });

  it('falls back to the face space without a picture size, and skips a photo with neither', () => {
    expectAligned(desktop, undefined, box(600, 300, 760, 500, 1440, 960));
    expect(alignFace(undefined, box(600, 300, 760, 500, 0, 0), desktop)).toBeUndefined();
    expect(alignFace({ width: 0, height: 0 }, box(1, 1, 2, 2, 0, 0), desktop)).toBeUndefined();
  });

  it('caps the zoom of a tiny face: centred, smaller than the target', () => {
    const face = box(700, 400, 720, 420, 1440, 960);
    for (const stage of [phone, desktop]) {
      const a = alignFace(undefined, face, stage)!;
      const cover = Math.max(stage.width / 1440, stage.height / 960);
      expect(a.isCapped).toBe(true);
      expect(a.scale).toBeCloseTo(cover * MAX_ZOOM_PAST_COVER, 6);
      const f = faceOnStage(a, undefined, face);
      expect(f.height).toBeLessThan(FACE_HEIGHT * stage.height);
      expect(f.left + f.width / 2).toBeCloseTo(FACE_CENTRE.x * stage.width, 6);
    }
  });

  it('says when a face at the edge leaves part of the stage uncovered', () => {
    const edge = expectAligned(desktop, undefined, box(3, 300, 163, 500, 1440, 960));
    expect(edge.covers).toBe(false);
    const middle = expectAligned(phone, undefined, box(630, 350, 730, 450, 1440, 960));
    expect(middle.covers).toBe(true);
  });
});
