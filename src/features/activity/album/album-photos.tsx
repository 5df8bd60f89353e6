import { useMemo } from 'react';
import { assetThumbnailUrl, type AlbumPhoto } from '@/api';
import { AssetGrid, type AssetGridSource } from '@/components/asset-grid';
import { useI18n } from '@/i18n';
import { photoLabel } from '../model/subject';

/** Props of {@link AlbumPhotos}. */
export interface AlbumPhotosProps {
  photos: readonly AlbumPhoto[];
  albumName: string;
  /** Link to one photo in the album's viewer. */
  photoHref: (assetId: string) => string;
}

/** The album's photos in the shared justified grid (no month headers: an album tells one story). */
export function AlbumPhotos({ photos, albumName, photoHref }: AlbumPhotosProps) {
  const { t, language, formatLocale } = useI18n();
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
          label: photoLabel(p),
          isFavorite: p.isFavorite,
          isVideo: p.isVideo,
          durationSeconds: p.durationSeconds,
          stackCount: p.stackCount,
        };
      },
    }),
    // The tiles' labels are in the reader's language: a new language is a new source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [photos, photoHref, language, formatLocale],
  );
  if (photos.length === 0) return <p>{t('activity.album.noPhotos')}</p>;
  return <AssetGrid source={source} label={t('activity.album.photos', { album: albumName })} />;
}
