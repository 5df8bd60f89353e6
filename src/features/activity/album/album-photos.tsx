import { useMemo } from 'react';
import { assetThumbnailUrl, type AlbumPhoto } from '@/api';
import { AssetGrid, type AssetGridSource } from '@/components/asset-grid';
import { photoName } from '../model/subject';

/** Props of {@link AlbumPhotos}. */
export interface AlbumPhotosProps {
  photos: readonly AlbumPhoto[];
  albumName: string;
  /** Link to one photo in the album's viewer. */
  photoHref: (assetId: string) => string;
}

/** The album's photos in the shared justified grid (no month headers: an album tells one story). */
export function AlbumPhotos({ photos, albumName, photoHref }: AlbumPhotosProps) {
  const source = useMemo<AssetGridSource>(
    () => ({
      count: photos.length,
      aspects: photos.map((p) => p.aspectRatio),
      tile: (i) => {
        const p = photos[i] as AlbumPhoto;
        return {
          id: p.id,
          href: photoHref(p.id),
          thumbnailUrl: assetThumbnailUrl(p.id, 'thumbnail'),
          thumbhash: p.thumbhash,
          label: `${p.isVideo ? 'Video' : 'Photo'} ${photoName(p)}`,
          isFavorite: p.isFavorite,
          isVideo: p.isVideo,
          durationSeconds: p.durationSeconds,
          stackCount: p.stackCount,
        };
      },
    }),
    [photos, photoHref],
  );
  if (photos.length === 0) return <p>No photos in this album yet.</p>;
  return <AssetGrid source={source} label={`Photos in ${albumName}`} />;
}
