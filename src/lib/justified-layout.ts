/**
 * Justified ("Google Photos") layout in one linear pass over typed arrays.
 *
 * Rows are filled greedily at a target height; each closed row is scaled so its tiles plus the
 * gaps fill the width exactly (tile edges are snapped to whole pixels, the last tile takes the
 * rounding remainder). The last row of a group keeps the target height and is not stretched.
 * Groups (months) start a header row. The pass finds the rows and writes only them (a few
 * numbers per row); where each tile sits in its row is worked out for the rows on screen, when
 * they are drawn. No objects per tile, no backtracking (Flickr's `justified-layout` is quadratic).
 */

/** Row kinds in {@link JustifiedLayout.rowKind}. */
export const ROW_HEADER = 0;
/** a run of tiles at the target height: a group's last row, not stretched */
export const ROW_TILES = 1;
/** a run of tiles scaled so that they and their gaps fill the width exactly */
export const ROW_FILLED = 2;

/** Options for {@link computeJustifiedLayout}; all lengths in CSS px. */
export interface JustifiedLayoutOptions {
  /** inner width of the grid */
  containerWidth: number;
  /** row height aimed for; rows come out a little lower or higher */
  targetRowHeight: number;
  /** gap between tiles and between rows */
  gap: number;
  /** height of a group's header row (0: no header rows) */
  headerHeight: number;
  /** extreme panoramas are clamped to this aspect range for layout only (object-fit: cover) */
  minAspect?: number;
  maxAspect?: number;
}

/**
 * The computed layout: rows only. Row `r` holds the consecutive tiles `rowStart[r]` to
 * `rowEnd[r] - 1`; where a tile sits in its row comes from {@link rowTiles} or {@link tileBox},
 * worked out when asked (only the rows on screen ever are), and its row from {@link rowOfTile}.
 */
export interface JustifiedLayout {
  tileCount: number;
  rowCount: number;
  /** per row: ROW_HEADER, ROW_TILES or ROW_FILLED */
  rowKind: Uint8Array;
  /** per row: top edge, px from the grid's top */
  rowTop: Float64Array;
  /** per row: height in px (a tile row's height excludes the gap below it) */
  rowHeight: Float32Array;
  /** per row: first tile index (for a header: the group's first tile) */
  rowStart: Int32Array;
  /** per row: one past the last tile index (header: equal to rowStart) */
  rowEnd: Int32Array;
  /** total height in px */
  height: number;
  /** what the tiles' places in their rows are worked out from (the aspects are not copied) */
  readonly source: { aspects: ArrayLike<number>; width: number; target: number; gap: number; minAspect: number; maxAspect: number };
}

/**
 * Display aspect ratio (width / height) of a photo from its EXIF stored size: orientations 5 to 8
 * are rotated a quarter turn, so the upright picture is height × width. Unknown size: square.
 */
export function displayAspectRatio(
  exifWidth: number | undefined,
  exifHeight: number | undefined,
  orientation: string | number | undefined,
): number {
  if (!exifWidth || !exifHeight || exifWidth <= 0 || exifHeight <= 0) return 1;
  const o = typeof orientation === 'string' ? Number.parseInt(orientation, 10) : orientation;
  const quarterTurn = o !== undefined && o >= 5 && o <= 8;
  return quarterTurn ? exifHeight / exifWidth : exifWidth / exifHeight;
}

/** The aspect a tile is laid out at: broken values square, extreme panoramas clamped. */
function layoutAspect(a: number, minAspect: number, maxAspect: number): number {
  return a > 0 && a < Infinity ? (a < minAspect ? minAspect : a > maxAspect ? maxAspect : a) : 1;
}

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
 * on every pass over 100,000 tiles, which then ran interpreted at 3-20 ms instead of 1).
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

/** The tiles of one row: `left[k]` and `width[k]` (whole px) belong to tile `start + k`. */
export interface RowTiles {
  start: number;
  left: number[];
  width: number[];
}

/**
 * Places the tiles of row `r`. Each tile's edges are snapped to whole px from the running float
 * total, so no tile drifts by more than half a pixel; in a filled row the last tile takes the
 * rounding remainder, so the widths and gaps add up exactly to the grid's width.
 */
export function rowTiles(layout: JustifiedLayout, r: number): RowTiles {
  const start = layout.rowStart[r] ?? 0;
  const end = layout.rowEnd[r] ?? start;
  const { aspects, width, target, gap, minAspect, maxAspect } = layout.source;
  const fill = layout.rowKind[r] === ROW_FILLED;
  const available = width - gap * (end - start - 1);
  let sum = 0;
  if (fill) for (let i = start; i < end; i++) sum += layoutAspect(aspects[i] as number, minAspect, maxAspect);
  const h = fill ? available / sum : target;
  const left: number[] = [];
  const widths: number[] = [];
  let running = 0;
  let edge = 0;
  for (let i = start; i < end; i++) {
    running += layoutAspect(aspects[i] as number, minAspect, maxAspect) * h;
    const next = fill && i === end - 1 ? available : Math.round(running);
    left.push(edge + gap * (i - start));
    widths.push(next - edge > 1 ? next - edge : 1);
    edge = next;
  }
  return { start, left, width: widths };
}

/** The last of the first `count` entries of ascending `values` that is <= `x` (binary search); 0 if none. */
function lastAtMost(values: ArrayLike<number>, count: number, x: number): number {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((values[mid] ?? 0) <= x) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
}

/** Index of the tile row holding tile `index` (a header shares its first tile; the row comes after it). */
export function rowOfTile(layout: JustifiedLayout, index: number): number {
  return lastAtMost(layout.rowStart, layout.rowCount, index);
}

/** Left edge and width (whole px) of tile `index` in its row. */
export function tileBox(layout: JustifiedLayout, index: number): { left: number; width: number } {
  const tiles = rowTiles(layout, rowOfTile(layout, index));
  const k = index - tiles.start;
  return { left: tiles.left[k] ?? 0, width: tiles.width[k] ?? 0 };
}

/** Index of the row at vertical offset `top` (rows are sorted by top). */
export function rowAtOffset(layout: JustifiedLayout, top: number): number {
  return lastAtMost(layout.rowTop, layout.rowCount, top);
}

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

/**
 * One round of laying out {@link warmUpList}, alternating desktop and phone sizes (one round
 * without groups), so that the engine has compiled the pass, with type feedback from every
 * branch, before the real (possibly 100,000-tile) list arrives: the first runs of any code are
 * interpreted, several times slower, and compiled code meeting a branch it has never seen run
 * is thrown away mid-pass. A round takes well under a millisecond once compiled.
 */
export function warmUpLayoutRound(round: number): void {
  const { aspects, keys } = warmUpList();
  const phone = round % 2 === 1;
  const sizes = phone ? { targetRowHeight: 110, headerHeight: 44, containerWidth: 390 - (round % 5) * 7 } : { targetRowHeight: 235, headerHeight: 56, containerWidth: 1136 - (round % 5) * 37 };
  computeJustifiedLayout(aspects, { ...sizes, gap: 2 }, round === 2 ? undefined : keys);
}
