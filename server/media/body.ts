/**
 * A figure's body below the head, in the head's unit space (head radius 1, head centre at 0,0):
 * neck, torso and arms in the shirt colour, hands, and legs in trousers when the picture is tall
 * enough to show them. An adult's reaches no higher than y = 1.48, below every face box; a
 * child's (./growth) is the same body, shorter and narrower, hanging from a shorter neck.
 */
import type { FaceLook } from './types';
import { hashString } from '../lib/prng';
import { ADULT, WAIST, type Growth } from './growth';

/** Half the width of the figure at its widest (arms and hands), in head radii. */
export const BODY_HALF_WIDTH = 2.45;

const TROUSERS = ['#2d3e5e', '#3b3b40', '#6b5b45', '#1f2a44', '#4a5a3a'] as const;
const FEET = 14.2;

const mirror = (d: string): string => d.replace(/(-?\d+(\.\d+)?) (-?\d+(\.\d+)?)/g, (_m, x: string, _a, y: string) => `${-Number(x)} ${y}`);

/** Where the adult's shoulders start (unit space). */
const SHOULDERS = 1.48;

// the neck and chest sit in the chin's shadow: a darker shade keeps the chin line visible
const neckMarkup = (look: FaceLook, path: string): string => `<path d="${path}" fill="${look.skin}"/><path d="${path}" fill="#000000" fill-opacity="0.3"/>`;

/**
 * `bottom`: y (unit space) of the picture's bottom edge, so clothes can run off the picture.
 * `g`: the person's proportions; a child's body is the adult's scaled from the shoulders down.
 */
export function bodyMarkup(look: FaceLook, bottom: number, g: Growth = ADULT): string {
  if (g.bodyScale === 1 && g.widthScale === 1 && g.legScale === 1) return limbsMarkup(look, bottom, FEET) + neckMarkup(look, 'M-0.36 0.8 H0.36 V1.48 L0.45 1.48 L0 1.9 L-0.45 1.48 H-0.36 Z');
  const v = g.bodyScale;
  const w = g.widthScale;
  const top = g.headRy + (SHOULDERS - 1.2) * v;
  const x = (n: number): string => (n * w).toFixed(3);
  const y = (n: number): string => n.toFixed(3);
  const neck = `M${x(-0.36)} 0.8 H${x(0.36)} V${y(top)} L${x(0.45)} ${y(top)} L0 ${y(top + 0.42 * v)} L${x(-0.45)} ${y(top)} H${x(-0.36)} Z`;
  const limbs = limbsMarkup(look, SHOULDERS + (bottom - top) / v, WAIST + (FEET - WAIST) * g.legScale);
  return `<g transform="translate(0 ${y(top)}) scale(${w.toFixed(4)} ${v.toFixed(4)}) translate(0 -${SHOULDERS})">${limbs}</g>` + neckMarkup(look, neck);
}

/** The adult's torso, arms, hands and legs (everything below the neck), the feet at `feet`. */
function limbsMarkup(look: FaceLook, bottom: number, feet: number): string {
  const trousers = TROUSERS[hashString(look.shirt + look.skin) % TROUSERS.length] ?? TROUSERS[0];

  const legEnd = Math.min(bottom, feet);
  let legs = '';
  if (bottom > WAIST) {
    legs += `<rect x="-1.7" y="${WAIST - 0.3}" width="3.4" height="1" fill="${trousers}"/>`;
    legs += `<path d="M-1.7 ${WAIST} L-1.5 ${legEnd} L-0.15 ${legEnd} L-0.05 ${WAIST + 0.6} L0.05 ${WAIST + 0.6} L0.15 ${legEnd} L1.5 ${legEnd} L1.7 ${WAIST} Z" fill="${trousers}"/>`;
    if (bottom > feet) {
      legs += `<ellipse cx="-0.9" cy="${feet + 0.15}" rx="0.85" ry="0.32" fill="#2a2320"/><ellipse cx="0.9" cy="${feet + 0.15}" rx="0.85" ry="0.32" fill="#2a2320"/>`;
    }
  }
  const torsoEnd = Math.min(bottom, WAIST + 0.2);
  const torso = `<path d="M-1.05 1.48 C-1.7 1.5 -1.85 1.75 -1.85 2.4 L-1.72 ${torsoEnd} L1.72 ${torsoEnd} L1.85 2.4 C1.85 1.75 1.7 1.5 1.05 1.48 Z" fill="${look.shirt}"/>`;
  const armEnd = Math.min(bottom, 5.9);
  const arm = `M-1.35 1.6 C-2.15 1.7 -2.35 2.1 -2.38 2.9 L-2.42 ${armEnd} L-1.84 ${armEnd} L-1.8 2.9 Z`;
  const arms = [arm, mirror(arm)].map((d) => `<path d="${d}" fill="${look.shirt}"/><path d="${d}" fill="#000000" fill-opacity="0.12"/>`).join('');
  const hands = bottom > 5.9 ? `<circle cx="-2.13" cy="6.12" r="0.3" fill="${look.skin}"/><circle cx="2.13" cy="6.12" r="0.3" fill="${look.skin}"/>` : '';
  return legs + torso + arms + hands;
}
