import { useMemo } from 'react';
import { assetThumbnailUrl, type Asset } from '@/api';
import { AssetGrid, type AssetGridSource } from '@/components/asset-grid';
import { parseDurationSeconds } from '@/lib/exif-format';
import { displayAspectRatio } from '@/lib/justified-layout';

/** Props of {@link AlbumPhotos}. */
export interface AlbumPhotosProps {
  assets: readonly Asset[];
  albumName: string;
  /** Link to one photo in the album's viewer. */
  photoHref: (assetId: string) => string;
}

/** The album's photos in the shared justified grid (no month headers: an album tells one story). */
export function AlbumPhotos({ assets, albumName, photoHref }: AlbumPhotosProps) {
  const source = useMemo<AssetGridSource>(
    () => ({
      count: assets.length,
      aspects: assets.map((a) => displayAspectRatio(a.exifInfo?.exifImageWidth, a.exifInfo?.exifImageHeight, a.exifInfo?.orientation)),
      tile: (i) => {
        const a = assets[i] as Asset;
        const isVideo = a.type === 'VIDEO';
        return {
          id: a.id,
          href: photoHref(a.id),
          thumbnailUrl: assetThumbnailUrl(a.id, 'thumbnail'),
          thumbhash: a.thumbhash,
          label: `${isVideo ? 'Video' : 'Photo'} ${a.originalFileName}`,
          isFavorite: a.isFavorite,
          isVideo,
          durationSeconds: isVideo ? parseDurationSeconds(a.duration) : 0,
          stackCount: a.stackCount,
        };
      },
    }),
    [assets, photoHref],
  );
  if (assets.length === 0) return <p>No photos in this album yet.</p>;
  return <AssetGrid source={source} label={`Photos in ${albumName}`} />;
}
