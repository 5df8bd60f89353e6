export { AssetGrid, type AssetGridProps } from './asset-grid';
export type { AssetGridHandle, AssetGridSource, AssetGridTile, AssetGridWords, TileFacts } from './types';
export { tileLabel, groupLabelOf } from './tile-label';
export { gridSizes, tileGap } from './use-grid-geometry';
export { sourceFromAssets, type GridAssetLike, type SourceOptions } from './source-from-assets';
