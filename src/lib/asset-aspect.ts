import { uprightDimensions } from './upright-dimensions';
import { displayAspectRatio } from './justified-layout-types';

/** The size fields of an asset (`Asset`, `GridAsset`, or a memory's thin asset) that give its shape. */
export interface SizedAsset {
  /** upright px (v2+); `null` (a grid list as the server sent it) is unknown too */
  width?: number | null | undefined;
  /** upright px (v2+) */
  height?: number | null | undefined;
  exifInfo?: { exifImageWidth?: number | null | undefined; exifImageHeight?: number | null | undefined; orientation?: string | null | undefined } | null | undefined;
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n > 0 && n < Infinity;

/**
 * Upright width / height of an asset: the server's own `width`/`height` (v2+, already upright)
 * when it sends them, else the EXIF size turned by its orientation; `undefined` when neither is
 * known (v1.106 memories carry no EXIF). No allocation: it runs for every asset of long lists.
 */
export function uprightAspect(asset: SizedAsset): number | undefined {
  if (positive(asset.width) && positive(asset.height)) return asset.width / asset.height;
  const exif = asset.exifInfo;
  if (!exif || !positive(exif.exifImageWidth) || !positive(exif.exifImageHeight)) return undefined;
  return displayAspectRatio(exif.exifImageWidth, exif.exifImageHeight, exif.orientation ?? undefined);
}

/**
 * Upright pixel size of an asset, for "12 MP · 3000 × 4000": `width`/`height` when the server sends
 * them (v2+), else EXIF's, turned by its orientation.
 */
export function uprightSize(asset: SizedAsset): { width: number; height: number } | undefined {
  if (positive(asset.width) && positive(asset.height)) return { width: asset.width, height: asset.height };
  const exif = asset.exifInfo;
  return uprightDimensions(exif?.exifImageWidth ?? undefined, exif?.exifImageHeight ?? undefined, exif?.orientation ?? undefined);
}
