/**
 * One person drawn as a simple figure: a head ellipse of `skin` with `hair`, eyes and a mouth,
 * and a body (./body) in `shirt`. The head is drawn in a unit space (head radius 1) and mapped
 * so that the tight bounding box of head + hair lands exactly on integer pixels: that box is
 * what the seeder stores as the face box. An age (./growth) makes a child's head rounder, its
 * eyes bigger and its body shorter, and an older person's hair grey; no age draws an adult.
 */
import type { FaceBox, FaceLook } from './types';
import { hashString } from '../lib/prng';
import { BODY_HALF_WIDTH, bodyMarkup } from './body';
import { ADULT, growth, hairColour, type Growth } from './growth';

/** Hair styles; the style follows from the look so one person keeps one style everywhere. */
export type HairStyle = 'short' | 'bob' | 'bun' | 'curly';
const STYLES: readonly HairStyle[] = ['short', 'bob', 'bun', 'curly'];

interface Circle { cx: number; cy: number; rx: number; ry: number }

/** Head ellipse in unit space (everything else is relative to it): 1.2 high for adults, rounder for children. */
const headOf = (g: Growth): Circle => ({ cx: 0, cy: 0, rx: 1, ry: g.headRy });

function hairShapes(style: HairStyle): Circle[] {
  switch (style) {
    case 'short':
      return [{ cx: 0, cy: -0.15, rx: 1.08, ry: 1.12 }];
    case 'bob':
      return [{ cx: 0, cy: 0.02, rx: 1.2, ry: 1.28 }];
    case 'bun':
      return [{ cx: 0, cy: -0.15, rx: 1.08, ry: 1.12 }, { cx: 0, cy: -1.38, rx: 0.42, ry: 0.38 }];
    case 'curly': {
      const curls: Circle[] = [{ cx: 0, cy: -0.2, rx: 1.05, ry: 1.1 }];
      for (let i = 0; i <= 6; i++) {
        const a = Math.PI + (i / 6) * Math.PI;
        curls.push({ cx: Math.cos(a) * 1.0, cy: Math.sin(a) * 1.12 - 0.1, rx: 0.32, ry: 0.32 });
      }
      return curls;
    }
  }
}

/** The crown, where a small child's little hair gathers (unit space). */
const CROWN = -1;

/** A small child's hair: the style's shapes shrunk `k` (0..1) towards the crown. */
const grownHair = (shapes: readonly Circle[], k: number): Circle[] =>
  k === 1 ? [...shapes] : shapes.map((c) => ({ cx: c.cx * k, cy: CROWN + (c.cy - CROWN) * k, rx: c.rx * k, ry: c.ry * k }));

/** Unit-space bounds of head + hair. */
function unitBounds(shapes: readonly Circle[], g: Growth = ADULT): { x0: number; x1: number; y0: number; y1: number } {
  const all = [headOf(g), ...shapes];
  return {
    x0: Math.min(...all.map((c) => c.cx - c.rx)),
    x1: Math.max(...all.map((c) => c.cx + c.rx)),
    y0: Math.min(...all.map((c) => c.cy - c.ry)),
    y1: Math.max(...all.map((c) => c.cy + c.ry)),
  };
}

export function hairStyleOf(look: FaceLook): HairStyle {
  return STYLES[hashString(`${look.skin}|${look.hair}|${look.shirt}`) % STYLES.length] ?? 'short';
}

/** Width of head+hair in head radii, so callers can size slots before drawing. */
export function unitWidth(look: FaceLook, age?: number | null): number {
  const g = growth(age);
  const b = unitBounds(grownHair(hairShapes(hairStyleOf(look)), g.hairScale), g);
  return b.x1 - b.x0;
}

/** Half the figure's width in head radii (its widest part: arms and hands). */
export const SHOULDER_HALF_WIDTH = BODY_HALF_WIDTH;

const ell = (c: Circle, fill: string): string =>
  `<ellipse cx="${c.cx}" cy="${c.cy}" rx="${c.rx}" ry="${c.ry}" fill="${fill}"/>`;

function headMarkup(look: FaceLook, style: HairStyle, bottom: number, g: Growth): string {
  const hair = grownHair(hairShapes(style), g.hairScale);
  const hairFill = hairColour(look.hair, g.grey);
  const back = hair.map((c) => ell(c, hairFill)).join('');
  // the fringe reaches over the crown (to -1.25, inside every style's hair) so no skin shows on top
  const fringeMarkup = `<path d="M-0.95 -0.35 Q-0.55 -0.75 0 -0.55 Q0.55 -0.8 0.95 -0.35 C1.05 -1 0.6 -1.3 0 -1.25 C-0.6 -1.3 -1.05 -1 -0.95 -0.35 Z" fill="${hairFill}"/>`;
  // a small child's fringe shrinks with the hair (so it stays inside it)
  const fringe = g.hairScale === 1 ? fringeMarkup : `<g transform="translate(0 ${CROWN}) scale(${g.hairScale.toFixed(4)}) translate(0 ${-CROWN})">${fringeMarkup}</g>`;
  // a child's eyes are bigger and sit lower in the face
  const c = g.childness;
  const eyeY = 0.02 + 0.12 * c;
  const eyeGrow = 1 + 0.3 * c;
  const eyes = [-0.38, 0.38].map((x) =>
    `<ellipse cx="${x}" cy="${eyeY}" rx="${0.12 * eyeGrow}" ry="${0.15 * eyeGrow}" fill="#2b2220"/><circle cx="${x + 0.04}" cy="${-0.03 + 0.12 * c}" r="${0.04 * eyeGrow}" fill="#ffffff"/>`).join('');
  const lower = (markup: string, dy: number, sx = 1): string => (c === 0 ? markup : `<g transform="translate(0 ${(dy * c).toFixed(3)}) scale(${(1 - (1 - sx) * c).toFixed(3)} 1)">${markup}</g>`);
  const brows = lower(`<path d="M-0.55 -0.25 Q-0.38 -0.34 -0.22 -0.26 M0.22 -0.26 Q0.38 -0.34 0.55 -0.25" stroke="${hairFill}" stroke-width="0.07" fill="none" stroke-linecap="round"/>`, 0.1);
  const cheeks = `<ellipse cx="-0.6" cy="0.35" rx="0.18" ry="0.1" fill="#e8616b" fill-opacity="0.25"/><ellipse cx="0.6" cy="0.35" rx="0.18" ry="0.1" fill="#e8616b" fill-opacity="0.25"/>`;
  const nose = lower(`<path d="M-0.06 0.22 Q0 0.32 0.08 0.24" stroke="#000000" stroke-opacity="0.25" stroke-width="0.05" fill="none"/>`, 0.06, 0.7);
  const mouth = lower(`<path d="M-0.3 0.55 Q0 0.82 0.3 0.55" stroke="#8c2f39" stroke-width="0.09" fill="none" stroke-linecap="round"/>`, 0.04, 0.7);
  // some people wear glasses (always the same people: it follows from their look); children none
  const glasses = c === 0 && hashString(`${look.hair}/${look.skin}`) % 4 === 0
    ? '<g fill="none" stroke="#26262b" stroke-width="0.06"><circle cx="-0.38" cy="0.02" r="0.23"/><circle cx="0.38" cy="0.02" r="0.23"/><path d="M-0.15 0 Q0 -0.06 0.15 0 M-0.61 -0.02 L-0.9 -0.1 M0.61 -0.02 L0.9 -0.1"/></g>'
    : '';
  return bodyMarkup(look, bottom, g) + back + ell(headOf(g), look.skin) + fringe + eyes + glasses + brows + cheeks + nose + mouth;
}

export interface PlacedFigure {
  /** SVG markup of the whole figure in picture pixel space */
  svg: string;
  /** exact integer bounding box of head + hair */
  box: FaceBox;
}

/**
 * Draws a figure whose head+hair box starts at integer (x1, y1) and is `boxWidth` px wide.
 * `pictureHeight` lets the shoulders reach the bottom edge; `age` (years) draws them that age.
 */
export function drawFigure(look: FaceLook, x1: number, y1: number, boxWidth: number, pictureHeight: number, age?: number | null): PlacedFigure {
  const style = hairStyleOf(look);
  const g = growth(age);
  const b = unitBounds(grownHair(hairShapes(style), g.hairScale), g);
  const W = Math.max(4, Math.round(boxWidth));
  const H = Math.max(4, Math.round((W * (b.y1 - b.y0)) / (b.x1 - b.x0)));
  const sx = W / (b.x1 - b.x0);
  const sy = H / (b.y1 - b.y0);
  const tx = x1 - b.x0 * sx;
  const ty = y1 - b.y0 * sy;
  const bottom = (pictureHeight - ty) / sy + 1;
  const svg = `<g transform="translate(${tx.toFixed(4)} ${ty.toFixed(4)}) scale(${sx.toFixed(6)} ${sy.toFixed(6)})">${headMarkup(look, style, bottom, g)}</g>`;
  return { svg, box: { x1, y1, x2: x1 + W, y2: y1 + H } };
}

/** Ratio of the box height to the box width for this look (at `age`: a child's head is rounder). */
export function boxAspect(look: FaceLook, age?: number | null): number {
  const g = growth(age);
  const b = unitBounds(grownHair(hairShapes(hairStyleOf(look)), g.hairScale), g);
  return (b.y1 - b.y0) / (b.x1 - b.x0);
}
