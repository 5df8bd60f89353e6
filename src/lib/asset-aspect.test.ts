// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { uprightAspect, uprightSize } from './asset-aspect';

describe('uprightAspect and uprightSize', () => {
  it.each([
    // v2+ width/height are already upright: they win over EXIF (stored size, orientation 6)
    [{ width: 1080, height: 1920, exifInfo: { exifImageWidth: 1920, exifImageHeight: 1080, orientation: '6' } }, 1080 / 1920, { width: 1080, height: 1920 }],
    // v1.106: EXIF turned by its orientation
    [{ exifInfo: { exifImageWidth: 1920, exifImageHeight: 1080, orientation: '6' } }, 1080 / 1920, { width: 1080, height: 1920 }],
    [{ exifInfo: { exifImageWidth: 1600, exifImageHeight: 1200, orientation: '1' } }, 1600 / 1200, { width: 1600, height: 1200 }],
    // a v3 asset without a size yet falls back to EXIF
    [{ width: 0, height: 0, exifInfo: { exifImageWidth: 640, exifImageHeight: 360 } }, 640 / 360, { width: 640, height: 360 }],
    // a v2 memory asset: no EXIF, but width/height
    [{ width: 640, height: 360 }, 640 / 360, { width: 640, height: 360 }],
    // nothing known
    [{}, undefined, undefined],
    [{ exifInfo: { exifImageWidth: 0, exifImageHeight: 1080 } }, undefined, undefined],
  ])('%j', (asset, aspect, size) => {
    expect(uprightAspect(asset)).toBe(aspect);
    expect(uprightSize(asset)).toEqual(size);
  });
});
