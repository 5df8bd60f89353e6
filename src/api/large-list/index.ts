export { loadPersonAssetList, preloadPersonAssetList, LARGE_LIST_MEASURE_PREFIX, type PersonAssetList } from './load-person-assets';
export { largeListQueries } from './large-list-queries';
export { compactId, compactIndexOf, compactThumbhash, FLAG_FAVORITE, FLAG_VIDEO, type CompactAssetList } from './compact-list';
export type { DroppedSummary, LargeListTimings } from './protocol';
