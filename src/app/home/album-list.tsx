import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { activityQueries, albumQueries, assetThumbnailUrl, type Album } from '@/api';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/skeleton';
import { Thumbnail } from '@/components/thumbnail';
import { useI18n } from '@/i18n';
import { PageSection } from '@/components/page-section/page-section';
import card from '@/components/card/card.module.css';
import styles from './home.module.css';

/** The user's albums: cover, name, photo count and (where activity is on) comment count. */
export function AlbumList() {
  const { t } = useI18n();
  const albums = useQuery(albumQueries.list());

  return (
    <PageSection headingId="home-albums" title={t('app.home.albums.title')} loadingLabel={t('app.home.albums.loading')} busy={albums.isPending}>
      {albums.isPending ? (
        <ul className={styles.albumGrid} aria-hidden>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton aspectRatio={4 / 3} />
              <Skeleton shape="text" width="60%" />
              <Skeleton shape="text" width="40%" />
            </li>
          ))}
        </ul>
      ) : albums.isError ? (
        <ErrorState error={albums.error} onRetry={() => void albums.refetch()} headingLevel={3} compact />
      ) : albums.data.length === 0 ? (
        <p className={styles.empty}>{t('app.home.albums.empty')}</p>
      ) : (
        <ul className={styles.albumGrid}>
          {albums.data.map((album, index) => (
            <li key={album.id}>
              <AlbumCard album={album} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}

function AlbumCard({ album, eager }: { album: Album; eager: boolean }) {
  const { t } = useI18n();
  const coverId = album.albumThumbnailAssetId;
  return (
    <Link to={`/albums/${album.id}`} className={card.link}>
      <Thumbnail
        src={coverId ? assetThumbnailUrl(coverId, 'thumbnail') : undefined}
        alt=""
        aspectRatio={4 / 3}
        fallback={t('app.home.albums.noPhotos')}
        eager={eager}
      />
      <span className={card.title}>{album.albumName || t('app.home.albums.untitled')}</span>
      {/* Separate facts, not one sentence: each is its own message, set apart by a middle dot; a
          line breaks between facts, never inside one. */}
      <span className={card.meta}>
        <span className={styles.fact}>{t('app.home.albums.photos', { count: album.assetCount })}</span>
        {album.isActivityEnabled && <CommentCount albumId={album.id} />}
        {album.shared && (
          <>
            {' · '}
            <span className={styles.fact}>{t('app.home.albums.shared')}</span>
          </>
        )}
      </span>
    </Link>
  );
}

/** " · 4 comments", or nothing until (and unless) the count arrives: it is a detail, not content. */
function CommentCount({ albumId }: { albumId: string }) {
  const { t } = useI18n();
  const stats = useQuery(activityQueries.statistics({ albumId }));
  if (!stats.isSuccess) return null;
  return (
    <>
      {' · '}
      <span className={styles.fact}>{t('app.home.albums.comments', { count: stats.data.comments })}</span>
    </>
  );
}
