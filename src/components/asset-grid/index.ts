export { AssetGrid, type AssetGridProps } from './asset-grid';
export type { AssetGridHandle, AssetGridSource, AssetGridTile } from './types';
export { gridSizes, tileGap } from './use-grid-geometry';
export { sourceFromAssets, type GridAssetLike, type SourceOptions } from './source-from-assets';
