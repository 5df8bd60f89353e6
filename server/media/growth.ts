/**
 * How a drawn person looks their age: the proportions the figure (./figure, ./body) and the layout
 * (./people) use. A toddler is short, about four heads tall, with a big round head, big eyes and
 * short limbs; a child grows taller; a teenager has nearly adult proportions; hair greys from about
 * fifty. A baby has a little hair on the crown. No age (a person without a birth date) and every adult age give the adult drawing.
 */

export interface Growth {
  /** head size (radius) relative to an adult's: 1 for adults */
  headScale: number;
  /** standing height in head heights (the adult figure's is ADULT_HEADS) */
  headsTall: number;
  /** the body's length below the chin relative to the adult figure's (in head radii), legs as `legScale` makes them */
  bodyScale: number;
  /** the legs' length relative to the rest of the body, against the adult figure's: short for toddlers */
  legScale: number;
  /** the body's width relative to the adult figure's (in head radii) */
  widthScale: number;
  /** vertical radius of the head ellipse (the width is 1): rounder for small children */
  headRy: number;
  /** the hair's size against the style's full head of hair (0..1): a baby has a little on the crown */
  hairScale: number;
  /** 0 (adult face) .. 1 (toddler: bigger eyes, set lower) */
  childness: number;
  /** standing height relative to an adult's (headScale × headsTall / ADULT_HEADS) */
  stature: number;
  /** 0 (own colour) .. 1 (grey) */
  grey: number;
}

/** The adult figure in unit space (head radius 1, ./body): chin, waist, soles (feet and shoes). */
const CHIN = 1.2;
export const WAIST = 6.7;
const SOLES = 14.67;
/** The adult figure's height in head heights (a head is 2.4 head radii tall, top to chin). */
export const ADULT_HEADS = (CHIN + SOLES) / 2.4;

/** Piecewise linear in age (years): [age, value] points, ages ascending. */
function curve(points: readonly (readonly [number, number])[], age: number): number {
  const first = points[0]!;
  if (age <= first[0]) return first[1];
  for (let i = 1; i < points.length; i++) {
    const [a1, v1] = points[i]!;
    const [a0, v0] = points[i - 1]!;
    if (age <= a1) return v0 + ((v1 - v0) * (age - a0)) / (a1 - a0);
  }
  return points[points.length - 1]![1];
}

/** Head circumference relative to an adult's: about 0.63 at birth, 0.87 at two, all but grown at ten. */
const HEAD_SCALE = [[0, 0.63], [1, 0.8], [2, 0.87], [6, 0.93], [10, 0.97], [16, 1]] as const;
/** Height in head heights: about four for a toddler, six at ten, nearly adult at sixteen. */
const HEADS_TALL = [[0, 3.8], [1, 4], [3, 4.6], [6, 5.3], [10, 5.9], [14, 6.3], [18, ADULT_HEADS]] as const;
/** Legs relative to the adult figure's, the rest of the body kept: a toddler's are short. */
const LEGS = [[0, 0.6], [2, 0.7], [6, 0.85], [12, 0.95], [18, 1]] as const;
/** Body width relative to the adult figure (in head radii). */
const WIDTH = [[0, 0.72], [3, 0.76], [10, 0.86], [16, 0.97], [18, 1]] as const;
/** Hair: a little on a baby's crown, a full head of it by four. */
const HAIR = [[0, 0.5], [1, 0.65], [2.5, 0.9], [4, 1]] as const;
/** Childlike face, fading out by fourteen. */
const CHILDNESS = [[1, 1], [14, 0]] as const;
/** Greying: none before forty-five, a good part at sixty, white-grey by seventy. */
const GREY = [[45, 0], [70, 1]] as const;

export const ADULT: Growth = { headScale: 1, headsTall: ADULT_HEADS, bodyScale: 1, legScale: 1, widthScale: 1, headRy: 1.2, hairScale: 1, childness: 0, stature: 1, grey: 0 };

/** The proportions of a person `age` years old (fractional); no age: an adult who is not greying. */
export function growth(age: number | null | undefined): Growth {
  if (age === null || age === undefined || !Number.isFinite(age)) return ADULT;
  const grey = curve(GREY, age);
  if (age >= 18) return grey === 0 ? ADULT : { ...ADULT, grey };
  const headScale = curve(HEAD_SCALE, age);
  const headsTall = curve(HEADS_TALL, age);
  const childness = curve(CHILDNESS, age);
  const legScale = curve(LEGS, age);
  return {
    headScale,
    headsTall,
    // the body below the chin, legs shortened, scaled to make the height `headsTall`
    bodyScale: (headsTall * 2.4 - 2.4) / (WAIST - CHIN + (SOLES - WAIST) * legScale),
    legScale,
    widthScale: curve(WIDTH, age),
    headRy: 1.2 - 0.14 * childness,
    hairScale: curve(HAIR, age),
    childness,
    stature: (headScale * headsTall) / ADULT_HEADS,
    grey: 0,
  };
}

const GREY_HAIR = [0xd4, 0xd4, 0xd2] as const;

/** The hair colour at `grey` (0..1): the look's colour mixed towards grey, as `#rrggbb`. */
export function hairColour(hair: string, grey: number): string {
  if (grey <= 0) return hair;
  const n = Number.parseInt(hair.slice(1), 16);
  const own = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return `#${own.map((c, i) => Math.round(c + (GREY_HAIR[i]! - c) * Math.min(1, grey)).toString(16).padStart(2, '0')).join('')}`;
}
