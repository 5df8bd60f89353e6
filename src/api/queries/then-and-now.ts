import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { uprightDimensions } from '@/lib/upright-dimensions';
import type { PersonAssetList } from '../large-list/person-asset-list';
import type { Asset } from '../schemas/asset';
import type { Face } from '../schemas/face';
import { assetQueries } from './asset';
import { serverCapabilities } from './server';
import type { YearPhoto } from './year-candidates';

export { CANDIDATES_PER_YEAR, candidatesOf, type YearPhoto } from './year-candidates';

/** The person's photos by calendar year (their local date), oldest year first, each year in list order. */
export function photosByYear(list: PersonAssetList): Map<number, YearPhoto[]> {
  const years = new Map<number, YearPhoto[]>();
  const { aspects } = list.layoutColumns;
  for (let i = 0; i < list.count; i++) {
    const localTime = list.localTimeAt(i);
    const assetId = list.idAt(i);
    if (!Number.isFinite(localTime) || !assetId) continue;
    const year = new Date(localTime).getUTCFullYear();
    const photo: YearPhoto = { assetId, localTime, isVideo: list.isVideoAt(i), isFavorite: list.isFavoriteAt(i), aspect: aspects[i] ?? 1, thumbhash: list.thumbhashAt(i) };
    const photos = years.get(year);
    if (photos) photos.push(photo);
    else years.set(year, [photo]);
  }
  return new Map([...years.entries()].sort(([a], [b]) => a - b));
}

/** How many calendar years the person's photos (not videos) span, up to `enough` (the count stops there). */
export function photoYearCount(list: PersonAssetList, enough = Infinity): number {
  const years = new Set<number>();
  for (let i = 0; i < list.count && years.size < enough; i++) {
    const time = list.localTimeAt(i);
    if (Number.isFinite(time) && !list.isVideoAt(i)) years.add(new Date(time).getUTCFullYear());
  }
  return years.size;
}

/** A face on a photo and whose it is (`personId` absent: nobody, or someone the viewer does not own). */
export interface PhotoFace extends Face {
  personId?: string;
}

/** The faces on one photo, and its upright size when the server says it. */
export interface PhotoFaces {
  faces: PhotoFace[];
  /** upright px (v1/v2: from the asset); absent on v3, where the faces' own space stands for it */
  image?: { width: number; height: number };
}

function fromAsset(asset: Asset): PhotoFaces {
  const image =
    asset.width && asset.height
      ? { width: asset.width, height: asset.height }
      : uprightDimensions(asset.exifInfo?.exifImageWidth, asset.exifInfo?.exifImageHeight, asset.exifInfo?.orientation);
  const faces = asset.faces.map(({ person, ...box }) => (person ? { ...box, personId: person.id } : box));
  return image ? { faces, image } : { faces };
}

/**
 * The faces of one photo, one request on every version, through the viewer's own caches: on
 * servers whose assets carry their faces (v1/v2) the asset (`assetQueries.detail`, which also
 * gives its size); on v3 `GET /faces?id=` (`assetQueries.faces`, which the v3 detail reads too).
 */
export async function photoFaces(client: QueryClient, assetId: string): Promise<PhotoFaces> {
  const { hasFacesOnAsset } = await serverCapabilities(client);
  if (hasFacesOnAsset) return fromAsset(await client.fetchQuery(assetQueries.detail(assetId)));
  const faces = await client.fetchQuery(assetQueries.faces(assetId));
  return { faces: faces.map(({ person, id, boundingBoxX1, boundingBoxX2, boundingBoxY1, boundingBoxY2, imageWidth, imageHeight }) => {
    const box = { id, boundingBoxX1, boundingBoxX2, boundingBoxY1, boundingBoxY2, imageWidth, imageHeight };
    return person ? { ...box, personId: person.id } : box;
  }) };
}

/** Then and Now's reads: the faces of a photo, from the caches the viewer fills. */
export const thenAndNowQueries = {
  /**
   * {@link photoFaces} under a key of its own beside the asset's (a moved face invalidates every
   * query of the asset, this one too).
   */
  photoFaces: (assetId: string) =>
    queryOptions({
      queryKey: [...assetQueries.all(), 'then-and-now', assetId] as const,
      queryFn: ({ client }) => photoFaces(client, assetId),
    }),
};
