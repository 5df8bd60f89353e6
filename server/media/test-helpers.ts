/** Shared helpers for this module's tests: decoding pixels and matching colours. */
import sharp from 'sharp';
import type { FaceBox, FaceLook } from './types';

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  at(x: number, y: number): [number, number, number];
}

export async function decode(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data,
    width: info.width,
    height: info.height,
    at(x, y) {
      const i = (y * info.width + x) * 3;
      return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    },
  };
}

export function hexRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Largest per-channel difference. */
export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return Math.max(Math.abs((a[0] ?? 0) - (b[0] ?? 0)), Math.abs((a[1] ?? 0) - (b[1] ?? 0)), Math.abs((a[2] ?? 0) - (b[2] ?? 0)));
}

/**
 * Bounding box of the pixels that look like the head (skin or hair colour) inside `box` grown
 * by `margin` px: what a person would see as the face. x2/y2 are exclusive like FaceBox.
 */
export function measuredHeadBox(px: Pixels, box: FaceBox, look: FaceLook, margin: number, tolerance = 40): FaceBox | null {
  const colours = [hexRgb(look.skin), hexRgb(look.hair)];
  let x1 = Infinity, y1 = Infinity, x2 = -Infinity, y2 = -Infinity;
  for (let y = Math.max(0, box.y1 - margin); y < Math.min(px.height, box.y2 + margin); y++) {
    for (let x = Math.max(0, box.x1 - margin); x < Math.min(px.width, box.x2 + margin); x++) {
      const c = px.at(x, y);
      if (colours.some((k) => colourDistance(c, k) <= tolerance)) {
        x1 = Math.min(x1, x); y1 = Math.min(y1, y); x2 = Math.max(x2, x + 1); y2 = Math.max(y2, y + 1);
      }
    }
  }
  return Number.isFinite(x1) ? { x1, y1, x2, y2 } : null;
}
