/**
 * Places up to six figures side by side, each inside its own horizontal slot, so that no figure
 * (head or shoulders) ever overlaps another and every face box lies fully inside the picture.
 * A picture framed around one person (`Framing`) puts that face where asked, and the others
 * in the room it leaves. Children (./growth) have smaller heads and stand lower than the adults.
 */
import type { FaceBox, FaceLook, Framing } from './types';
import type { Rng } from '../lib/prng';
import { SHOULDER_HALF_WIDTH, boxAspect, drawFigure, unitWidth } from './figure';
import { growth } from './growth';

export interface People {
  svg: string;
  boxes: FaceBox[];
}

export interface PlaceOptions {
  /** per face, the age in years (null or missing: an adult) */
  ages?: readonly (number | null)[];
  /** where the first face goes */
  subject?: Framing;
}

/** Keeps faces this far (px) from the picture's edges. */
const EDGE = 4;
/** How much lower (0..1 of the picture's height) a head sits per unit of stature below the tallest. */
const DROP = 0.35;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

interface Row {
  looks: readonly FaceLook[];
  ages: readonly (number | null | undefined)[];
  /** the row's stretch of the picture (px) */
  left: number;
  span: number;
  /** largest head radius (px) */
  rCap: number;
  /** stature of the tallest person in the picture */
  tallest: number;
}

/** One figure per slot across `row.span`, heads on `headLine`, children lower. */
function placeRow(row: Row, w: number, h: number, headLine: number, rng: Rng): People {
  const slotW = row.span / row.looks.length;
  // head radius in px: as large as the slot allows, but never huge (a portrait, not a passport photo)
  const maxR = Math.min((slotW * 0.88) / (2 * SHOULDER_HALF_WIDTH), row.rCap);
  let svg = '';
  const boxes: FaceBox[] = [];
  row.looks.forEach((look, i) => {
    const age = row.ages[i];
    const g = growth(age);
    const r = maxR * rng.range(0.82, 1) * g.headScale;
    const cx = row.left + slotW * (i + 0.5) + slotW * rng.range(-0.05, 0.05);
    const cy = h * (headLine + rng.range(-0.03, 0.03) + (row.tallest - g.stature) * DROP);
    const boxW = Math.max(8, Math.round(unitWidth(look, age) * r));
    const boxH = Math.round(boxW * boxAspect(look, age));
    const x1 = Math.round(clamp(cx - boxW / 2, EDGE, w - boxW - EDGE));
    const y1 = Math.round(clamp(cy - boxH / 2, EDGE, h - boxH - EDGE));
    const fig = drawFigure(look, x1, y1, boxW, h, age);
    svg += fig.svg;
    boxes.push(fig.box);
  });
  return { svg, boxes };
}

export function placePeople(looks: readonly FaceLook[], w: number, h: number, headLine: number, rng: Rng, options: PlaceOptions = {}): People {
  const n = looks.length;
  if (n === 0) return { svg: '', boxes: [] };
  const ages = looks.map((_, i) => options.ages?.[i]);
  const tallest = Math.max(...ages.map((age) => growth(age).stature));
  const short = Math.min(w, h);
  if (options.subject) return placeAround(options.subject, { looks, ages, left: 0, span: w, rCap: short * 0.085, tallest }, w, h, headLine, rng);
  const span = n === 1 ? w * 0.5 : w * 0.94;
  const left = n === 1 ? w * rng.pick([0.15, 0.25, 0.35]) : w * 0.03;
  return placeRow({ looks, ages, left, span, rCap: short * (n === 1 ? 0.11 : 0.085), tallest }, w, h, headLine, rng);
}

/**
 * The first face where `f` asks (cut by the border when `f.cut`: its box is then the part inside
 * the picture), the others in a row in the wider stretch beside it: beside its shoulders, or where
 * those leave too little room, beside its head (the others' bodies then pass behind its shoulders).
 */
function placeAround(f: Framing, all: Row, w: number, h: number, headLine: number, rng: Rng): People {
  const [look, ...others] = all.looks;
  const [age, ...otherAges] = all.ages;
  const boxW = Math.max(8, Math.round(f.size * Math.min(w, h)));
  const boxH = Math.round(boxW * boxAspect(look!, age));
  let x1 = Math.round(f.cx * w - boxW / 2);
  let y1 = Math.round(f.cy * h - boxH / 2);
  if (!f.cut) {
    x1 = Math.round(clamp(x1, EDGE, w - boxW - EDGE));
    y1 = Math.round(clamp(y1, EDGE, h - boxH - EDGE));
  }
  const fig = drawFigure(look!, x1, y1, boxW, h, age);
  const box = { x1: Math.max(0, fig.box.x1), y1: Math.max(0, fig.box.y1), x2: Math.min(w, fig.box.x2), y2: Math.min(h, fig.box.y2) };
  if (others.length === 0) return { svg: fig.svg, boxes: [box] };
  const mid = (fig.box.x1 + fig.box.x2) / 2;
  const shoulders = (SHOULDER_HALF_WIDTH * growth(age).widthScale * boxW) / unitWidth(look!, age);
  const roomy = Math.max(mid - shoulders, w - (mid + shoulders)) >= w * 0.2;
  const lo = roomy ? mid - shoulders : fig.box.x1 - EDGE;
  const hi = roomy ? mid + shoulders : fig.box.x2 + EDGE;
  const [from, to] = lo >= w - hi ? [0, Math.max(0, lo)] : [Math.min(w, hi), w];
  const row = placeRow({ ...all, looks: others, ages: otherAges, left: from + (to - from) * 0.03, span: (to - from) * 0.94 }, w, h, headLine, rng);
  return { svg: fig.svg + row.svg, boxes: [box, ...row.boxes] };
}
