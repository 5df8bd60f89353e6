/**
 * Places up to six figures side by side, each inside its own horizontal slot, so that no figure
 * (head or shoulders) ever overlaps another and every face box lies fully inside the picture.
 */
import type { FaceBox, FaceLook } from './types';
import type { Rng } from '../lib/prng';
import { SHOULDER_HALF_WIDTH, boxAspect, drawFigure, unitWidth } from './figure';

export interface People {
  svg: string;
  boxes: FaceBox[];
}

/** Keeps faces this far (px) from the picture's edges. */
const EDGE = 4;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

export function placePeople(looks: readonly FaceLook[], w: number, h: number, headLine: number, rng: Rng): People {
  const n = looks.length;
  if (n === 0) return { svg: '', boxes: [] };
  const short = Math.min(w, h);
  const span = n === 1 ? w * 0.5 : w * 0.94;
  const slotW = span / n;
  const left = n === 1 ? w * rng.pick([0.15, 0.25, 0.35]) : w * 0.03;
  // head radius in px: as large as the slot allows, but never huge (a portrait, not a passport photo)
  const maxR = Math.min((slotW * 0.88) / (2 * SHOULDER_HALF_WIDTH), short * (n === 1 ? 0.11 : 0.085));
  let svg = '';
  const boxes: FaceBox[] = [];
  looks.forEach((look, i) => {
    const r = maxR * rng.range(0.82, 1);
    const cx = left + slotW * (i + 0.5) + slotW * rng.range(-0.05, 0.05);
    const cy = h * (headLine + rng.range(-0.03, 0.03));
    const boxW = Math.max(8, Math.round(unitWidth(look) * r));
    const boxH = Math.round(boxW * boxAspect(look));
    const x1 = Math.round(clamp(cx - boxW / 2, EDGE, w - boxW - EDGE));
    const y1 = Math.round(clamp(cy - boxH / 2, EDGE, h - boxH - EDGE));
    const fig = drawFigure(look, x1, y1, boxW, h);
    svg += fig.svg;
    boxes.push(fig.box);
  });
  return { svg, boxes };
}
