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

export { displayAspectRatio, ROW_FILLED, ROW_HEADER, ROW_TILES, type JustifiedLayout, type JustifiedLayoutOptions } from './justified-layout-types';
export { computeJustifiedLayout } from './justified-layout-pass';
export { rowAtOffset, rowOfTile, rowTiles, tileBox, type RowTiles } from './justified-layout-rows';
export { LAYOUT_WARM_UP_ROUNDS, warmUpLayoutRound } from './justified-layout-warm-up';
