/* The justified layout's shapes, and the aspect rules its pass and its row lookup share. */

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
export function layoutAspect(a: number, minAspect: number, maxAspect: number): number {
  return a > 0 && a < Infinity ? (a < minAspect ? minAspect : a > maxAspect ? maxAspect : a) : 1;
}
