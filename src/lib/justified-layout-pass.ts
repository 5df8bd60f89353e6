/* The layout pass: one greedy walk over the aspects that writes the rows (see ./justified-layout). */
import { layoutAspect, ROW_FILLED, ROW_HEADER, ROW_TILES, type JustifiedLayout, type JustifiedLayoutOptions } from './justified-layout-types';

/**
 * Lays out `aspects.length` tiles. `groupKeys[i]` (e.g. year * 12 + month) starts a new group with
 * a header row whenever it differs from the previous tile's key; omit it for one ungrouped run.
 * `aspects` is read again when a row's tiles are placed ({@link rowTiles}): don't change it.
 */
export function computeJustifiedLayout(
  aspects: ArrayLike<number>,
  options: JustifiedLayoutOptions,
  groupKeys?: ArrayLike<number>,
): JustifiedLayout {
  const n = aspects.length;
  const { targetRowHeight: target, gap, headerHeight } = options;
  const width = Math.max(1, options.containerWidth);
  const minAspect = options.minAspect ?? 0.25;
  const maxAspect = options.maxAspect ?? 4;

  // The most rows there can be: one row of tiles per tile (every row holds at least one), plus
  // one header per group. Only the rows written are ever touched.
  const out = new RowWriter(n + (groupKeys ? countGroups(groupKeys) : 0), width, target, gap, headerHeight);
  fillRows(out, aspects, groupKeys, minAspect, maxAspect);
  return out.result({ aspects, width, target, gap, minAspect, maxAspect });
}

/** Number of runs of equal keys. */
function countGroups(keys: ArrayLike<number>): number {
  const n = keys.length;
  let groups = 0;
  let key = 0;
  for (let i = 0; i < n; i++) {
    const k = keys[i] as number;
    if (i === 0 || k !== key) groups++;
    key = k;
  }
  return groups;
}

/*
 * Each loop is a function of its own and ends the function: the engine compiles a hot loop while
 * it runs (on-stack replacement), and code after the loop that has not run yet has no type
 * feedback; compiled together with the loop, it throws the compiled code away when reached (seen
 * on every pass over 100,000 tiles, which then ran interpreted, several times slower).
 */

/** The greedy pass: appends every header and tile row of `aspects` to `out`. */
function fillRows(out: RowWriter, aspects: ArrayLike<number>, groupKeys: ArrayLike<number> | undefined, minAspect: number, maxAspect: number): void {
  const n = aspects.length;
  const { width, target, gap } = out;
  // `* 1` makes the bounds plain floats in compiled code: as given (0.25 boxed, 4 a small
  // integer), choosing between a bound and a tile's aspect boxed every aspect on the heap,
  // doubling the pass's time and feeding the garbage collector.
  const lo = minAspect * 1;
  const hi = maxAspect * 1;
  let start = 0;
  let sum = 0;
  let key = 0;
  for (let i = 0; i <= n; i++) {
    if (i === n) {
      if (n > start) out.tiles(start, n, sum, false);
      return;
    }
    if (groupKeys) {
      const k = groupKeys[i] as number;
      if (i === 0 || k !== key) {
        if (i > start) out.tiles(start, i, sum, false);
        start = i;
        sum = 0;
        out.header(i);
      }
      key = k;
    }
    const a = layoutAspect(aspects[i] as number, lo, hi);
    const count = i - start + 1;
    if ((sum + a) * target + gap * (count - 1) < width) {
      sum += a;
      continue;
    }
    // The row is full with tile i. Keep i in it (height hWith = widthWith / (sum + a)), or close
    // before it (hWithout = widthWithout / sum), whichever height is nearer the target by ratio,
    // so rows neither squash nor balloon: hWithout / target < target / hWith, without dividing.
    if (count > 1 && (width - gap * (count - 2)) * (width - gap * (count - 1)) < target * target * sum * (sum + a)) {
      out.tiles(start, i, sum, true);
      start = i;
      sum = a;
      if (a * target >= width) {
        out.tiles(start, i + 1, sum, true);
        start = i + 1;
        sum = 0;
      }
    } else {
      out.tiles(start, i + 1, sum + a, true);
      start = i + 1;
      sum = 0;
    }
  }
}

/**
 * Appends rows to typed arrays sized for the most rows there can be. A class (not closures over
 * `let`s) so that the engine keeps its state in fixed fields: the layout usually runs once per
 * width, cold, and this shape stays fast in the interpreter and baseline tiers as well as when
 * optimised.
 */
class RowWriter {
  readonly rowKind: Uint8Array;
  readonly rowTop: Float64Array;
  readonly rowHeight: Float32Array;
  readonly rowStart: Int32Array;
  readonly rowEnd: Int32Array;
  rows = 0;
  y = 0;

  constructor(
    maxRows: number,
    readonly width: number,
    readonly target: number,
    readonly gap: number,
    readonly headerHeight: number,
  ) {
    this.rowKind = new Uint8Array(maxRows);
    this.rowTop = new Float64Array(maxRows);
    this.rowHeight = new Float32Array(maxRows);
    this.rowStart = new Int32Array(maxRows);
    this.rowEnd = new Int32Array(maxRows);
  }

  header(first: number): void {
    this.row(ROW_HEADER, first, first, this.headerHeight);
    this.y += this.headerHeight;
  }

  /** A row of tiles [start, end) whose aspects sum to `sum`; `fill` scales it to the width. */
  tiles(start: number, end: number, sum: number, fill: boolean): void {
    const h = Math.round(fill ? (this.width - this.gap * (end - start - 1)) / sum : this.target);
    this.row(fill ? ROW_FILLED : ROW_TILES, start, end, h);
    this.y += h + this.gap;
  }

  private row(kind: number, start: number, end: number, height: number): void {
    const r = this.rows;
    this.rowKind[r] = kind;
    this.rowTop[r] = this.y;
    this.rowHeight[r] = height;
    this.rowStart[r] = start;
    this.rowEnd[r] = end;
    this.rows = r + 1;
  }

  result(source: JustifiedLayout['source']): JustifiedLayout {
    const rows = this.rows;
    return {
      tileCount: source.aspects.length,
      rowCount: rows,
      rowKind: this.rowKind.subarray(0, rows),
      rowTop: this.rowTop.subarray(0, rows),
      rowHeight: this.rowHeight.subarray(0, rows),
      rowStart: this.rowStart.subarray(0, rows),
      rowEnd: this.rowEnd.subarray(0, rows),
      height: Math.max(0, this.y - (rows > 0 && this.rowKind[rows - 1] !== ROW_HEADER ? this.gap : 0)),
      source,
    };
  }
}
