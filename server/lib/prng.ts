/**
 * The one deterministic PRNG (mulberry32) of the demo service: the same seed gives the same
 * library (names, dates, albums) and the same pictures every time. No `Math.random`, no clocks.
 */
export interface Rng {
  /** uniform in [0, 1) */
  next(): number;
  /** uniform float in [min, max) */
  range(min: number, max: number): number;
  /** uniform integer in [min, max] (inclusive) */
  int(min: number, max: number): number;
  /** one element of a non-empty list */
  pick<T>(items: readonly T[]): T;
  /** true with probability p (0..1) */
  chance(p: number): boolean;
  /** a UUID v4 made from this generator's bits (valid for class-validator's IsUUID('4')) */
  uuid(): string;
  /** shuffles `items` in place (Fisher-Yates) and returns it */
  shuffle<T>(items: T[]): T[];
}

/**
 * Mixed into a picture's seed ({@link createRng}'s `stream`): a photo whose seed number equals a
 * library seed still draws a sequence of its own.
 */
export const PICTURE_STREAM = 0x9e3779b9;

/** A generator for `seed`; `stream` (a 32-bit number, XORed into the seed) keeps uses apart. */
export function createRng(seed: number, stream = 0): Rng {
  let a = (seed ^ stream) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const hex = (n: number): string => {
    let s = '';
    for (let i = 0; i < n; i++) s += Math.floor(next() * 16).toString(16);
    return s;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick() needs a non-empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
    shuffle: <T>(items: T[]): T[] => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j] as T, items[i] as T];
      }
      return items;
    },
  };
}

/** A stable 32-bit hash of a string (FNV-1a), e.g. to give a person the same hair style everywhere. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
