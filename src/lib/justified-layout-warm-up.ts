/* Runs the layout pass on a made-up list before the real one arrives, so it runs compiled. */
import { computeJustifiedLayout } from './justified-layout-pass';

let warmUpTiles: { aspects: Float32Array; keys: Int32Array } | undefined;

/**
 * A 4,000-tile list that takes every path of the pass: months of 256 tiles, a run of one-tile
 * months, broken and extreme aspects, and a run of panoramas (each alone in its row on a phone).
 */
function warmUpList(): { aspects: Float32Array; keys: Int32Array } {
  if (warmUpTiles) return warmUpTiles;
  const n = 4000;
  const aspects = new Float32Array(n);
  const keys = new Int32Array(n);
  const odd = [0, Number.NaN, -1, Infinity, 0.05, 12];
  for (let i = 0; i < n; i++) {
    aspects[i] = i % 61 === 7 ? (odd[(i / 61) % odd.length | 0] as number) : i >= 3500 && i < 3600 ? 4 : 0.6 + ((i * 7) % 10) / 8;
    keys[i] = i >= 3000 && i < 3100 ? 100_000 - i : -(i >> 8);
  }
  warmUpTiles = { aspects, keys };
  return warmUpTiles;
}

/** Rounds of {@link warmUpLayoutRound} it takes for the pass to run compiled. */
export const LAYOUT_WARM_UP_ROUNDS = 48;

/** The grid's row and header heights at a width, and its gap: the warm-up lays out with the grid's own. */
export interface WarmUpSizes {
  sizesAt: (width: number) => { targetRowHeight: number; headerHeight: number };
  gap: number;
}

/**
 * One round of laying out {@link warmUpList}, alternating a desktop and a phone width (one round
 * without groups), so that the engine has compiled the pass, with type feedback from every
 * branch, before the real (possibly 100,000-tile) list arrives: the first runs of any code are
 * interpreted, several times slower, and compiled code meeting a branch it has never seen run
 * is thrown away mid-pass. Once compiled, a round is cheap.
 */
export function warmUpLayoutRound(round: number, { sizesAt, gap }: WarmUpSizes): void {
  const { aspects, keys } = warmUpList();
  const containerWidth = round % 2 === 1 ? 390 - (round % 5) * 7 : 1136 - (round % 5) * 37;
  computeJustifiedLayout(aspects, { ...sizesAt(containerWidth), containerWidth, gap }, round === 2 ? undefined : keys);
}
