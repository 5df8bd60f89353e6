import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { assetQueries, assetThumbnailUrl, assetVideoUrl, type Album, type AlbumPhoto, type User } from '@/api';
import { useI18n } from '@/i18n';
import type { Announcer } from '@/components/announcer';
import { useLikeState } from '../model/use-like-state';
import { ActivityPanel } from '../panel/activity-panel';
import { activitySubject, photoLabel, photoTitle } from '../model/subject';
import { ActivityBar } from './activity-bar';
import styles from './photo-view.module.css';

/** Props of {@link PhotoView}. */
export interface PhotoViewProps {
  album: Album;
  /** The album's photos, in its order (for previous and next). */
  photos: readonly AlbumPhoto[];
  me: User;
  assetId: string;
  /** The photo, when it is in the album. */
  photo: AlbumPhoto | undefined;
  albumHref: string;
  photoHref: (assetId: string) => string;
  isPanelOpen: boolean;
  onTogglePanel: () => void;
  announcer: Announcer;
  /** The user just opened the panel (focus goes into it). */
  focusPanelOnOpen?: boolean;
}

/** One photo of the album, large, with its own like and the activity panel scoped to it. */
export function PhotoView({ album, photos, me, assetId, photo, albumHref, photoHref, isPanelOpen, onTogglePanel, announcer, focusPanelOnOpen = false }: PhotoViewProps) {
  const { t, dir } = useI18n();
  const navigate = useNavigate();
  const panelId = useId();
  const closeRef = useRef<HTMLAnchorElement>(null);
  const index = photos.findIndex((a) => a.id === assetId);
  const prev = index > 0 ? photos[index - 1] : undefined;
  const next = index >= 0 ? photos[index + 1] : undefined;
  // A photo listed without its file name and caption (through the timeline) has them in the asset.
  const details = useQuery({ ...assetQueries.detail(assetId), enabled: photo !== undefined && photo.fileName === undefined });
  const shown =
    photo && details.data ? { ...photo, fileName: details.data.originalFileName, description: details.data.exifInfo?.description || undefined } : photo;
  const label = shown ? photoLabel(shown) : undefined;
  const title = shown ? photoTitle(shown) : undefined;

  const viewerRef = useRef<HTMLDivElement>(null);
  // One photo-level like for the bar and the panel header, so both show the same state.
  const photoLike = useLikeState({ albumId: album.id, assetId, authorId: me.id });

  // The viewer is a modal layer: take focus into it when it opens.
  useEffect(() => closeRef.current?.focus(), []);

  // Escape goes back to the album, arrows to the neighbours (not while typing a comment): the arrow
  // pointing back along the reading direction goes to the previous photo (→ in right-to-left).
  useEffect(() => {
    const el = viewerRef.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (e.defaultPrevented || target.closest('textarea, input, section')) return;
      // A focused video's own controls use the arrow keys to seek.
      if (e.key !== 'Escape' && target.closest('video')) return;
      const backKey = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      const forwardKey = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      if (e.key === 'Escape') void navigate(albumHref);
      else if (e.key === backKey && prev) void navigate(photoHref(prev.id), { replace: true });
      else if (e.key === forwardKey && next) void navigate(photoHref(next.id), { replace: true });
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [albumHref, dir, navigate, next, photoHref, prev]);

  return (
    <div
      className={isPanelOpen ? `${styles.viewer} ${styles.withPanel}` : styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={photo && label ? label : t('activity.viewer.photo')}
      ref={viewerRef}
    >
      <div className={styles.stage}>
        <div className={styles.top}>
          <Link ref={closeRef} to={albumHref} className={`button ${styles.chrome}`} aria-label={album.albumName ? t('activity.viewer.backTo', { album: album.albumName }) : t('activity.viewer.backToAlbum')}
          >
            <span aria-hidden="true">{dir === 'rtl' ? '→' : '←'}</span> {t('activity.viewer.back')}
          </Link>
          <span className={styles.name} dir="auto">
            {title}
          </span>
        </div>
        {photo?.isVideo ? (
          // Immich keeps no caption tracks for a user's own videos, so there is no <track> to offer.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            key={photo.id}
            className={`${styles.image} ${styles.video}`}
            src={assetVideoUrl(photo.id)}
            poster={assetThumbnailUrl(photo.id, 'preview')}
            controls
            playsInline
            preload="metadata"
            aria-label={shown?.description || title}
          />
        ) : photo ? (
          <img key={photo.id} className={styles.image} src={assetThumbnailUrl(photo.id, 'preview')} alt={shown?.description || title} />
        ) : (
          <p className={styles.missing}>{t('activity.viewer.missing')}</p>
        )}
        {prev && (
          <Link to={photoHref(prev.id)} replace className={`button ${styles.chrome} ${styles.prev}`} aria-label={t('activity.viewer.previous')}>
            <span aria-hidden="true">{dir === 'rtl' ? '›' : '‹'}</span>
          </Link>
        )}
        {next && (
          <Link to={photoHref(next.id)} replace className={`button ${styles.chrome} ${styles.next}`} aria-label={t('activity.viewer.next')}>
            <span aria-hidden="true">{dir === 'rtl' ? '‹' : '›'}</span>
          </Link>
        )}
        {photo && (
          <div className={styles.barSlot}>
            <ActivityBar album={album} photos={photos} like={photoLike} assetId={assetId} isPanelOpen={isPanelOpen} panelId={panelId} onTogglePanel={onTogglePanel} />
          </div>
        )}
      </div>
      {isPanelOpen && photo && (
        <aside className={styles.side} aria-label={t('activity.subject.activity', { subject: activitySubject(photos, assetId) })}>
          <ActivityPanel
            album={album}
            photos={photos}
            me={me}
            assetId={assetId}
            photoHref={photoHref}
            onClose={onTogglePanel}
            announcer={announcer}
            id={panelId}
            focusOnMount={focusPanelOnOpen}
            like={photoLike}
          />
        </aside>
      )}
    </div>
  );
}
