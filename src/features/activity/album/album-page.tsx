import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { matchPath, useSearchParams } from 'react-router';
import { albumQueries, userQueries } from '@/api';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/skeleton';
import { useI18n } from '@/i18n';
import { LiveRegions, useAnnouncer } from '@/components/announcer';
import { useActivityAnnouncements } from '../model/use-activity-announcements';
import { useLikeState } from '../model/use-like-state';
import { ActivityBar } from './activity-bar';
import { AlbumHeader } from './album-header';
import { AlbumPhotos } from './album-photos';
import { DroppedNotice } from './dropped-notice';
import { activityPanel, photoView } from './lazy-parts';
import styles from './album-page.module.css';

/** Props of {@link AlbumPage}. */
export interface AlbumPageProps {
  albumId: string;
  /** The photo open in the viewer (`/albums/:id/photos/:assetId`), if any. */
  assetId?: string | undefined;
}

/** `?activity=open` keeps the album's panel open across reloads and in shared links. */
const PANEL_PARAM = 'activity';
/**
 * `?photo-activity=open`: the panel of the photo in the viewer, a layer of its own above the album's
 * (closing one never closes the other); it stays open from photo to photo, and goes with the viewer.
 */
const PHOTO_PANEL_PARAM = 'photo-activity';

/**
 * The part loaded apart from the page (lazy-parts.ts) that a link opens on (ADR 122): a photo's
 * view (its panel with it), else the album's panel, if open.
 */
export function albumFirstRenderNeeds(pathname: string, search: string): Promise<unknown> | undefined {
  if (matchPath('/albums/:id/photos/:assetId', pathname)) return photoView.load();
  return new URLSearchParams(search).get(PANEL_PARAM) === 'open' ? activityPanel.load() : undefined;
}

/** The album: header, photos, floating activity bar and the activity panel; the photo viewer on top. */
export function AlbumPage({ albumId, assetId }: AlbumPageProps) {
  const { t } = useI18n();
  const detail = useQuery(albumQueries.detail(albumId));
  const me = useQuery(userQueries.me());
  const [params, setParams] = useSearchParams();
  const isPanelOpen = params.get(PANEL_PARAM) === 'open';
  const isPhotoPanelOpen = params.get(PHOTO_PANEL_PARAM) === 'open';
  const panelId = useId();
  const announcer = useAnnouncer();
  // Focus moves into the panel only when the user opened it now, not when a reload restores it.
  const [openedByUser, setOpenedByUser] = useState(false);
  useActivityAnnouncements(albumId, announcer.announce, announcer.warn);
  // One album-level like for the bar and the panel header, so both show the same state.
  const albumLike = useLikeState({ albumId, authorId: me.data?.id });

  const search = params.toString();
  const photoHref = useCallback((id: string) => `/albums/${albumId}/photos/${id}${search ? `?${search}` : ''}`, [albumId, search]);
  const albumSearch = new URLSearchParams(params);
  albumSearch.delete(PHOTO_PANEL_PARAM);
  const albumHref = `/albums/${albumId}${albumSearch.size > 0 ? `?${albumSearch.toString()}` : ''}`;
  const setOpen = (param: string, open: boolean) => {
    setOpenedByUser(open);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (open) next.set(param, 'open');
        else next.delete(param);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const setPanelOpen = (open: boolean) => setOpen(PANEL_PARAM, open);
  useFocusReturnFromViewer(albumId, assetId);
  // The panel's and the photo view's code, once the page is idle (lazy-parts.ts).
  useEffect(() => {
    const panel = activityPanel.loadWhenIdle();
    const view = photoView.loadWhenIdle();
    return () => {
      panel();
      view();
    };
  }, []);

  if (detail.isPending || me.isPending) {
    return (
      <main id="main" className="page" aria-busy="true">
        <span className="visually-hidden">{t('activity.album.loading')}</span>
        <Skeleton width="40%" height="2rem" />
        <div className={styles.skeletonGrid}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} aspectRatio={1} />
          ))}
        </div>
      </main>
    );
  }
  if (detail.isError || me.isError) {
    return (
      <main id="main" className="page">
        <ErrorState error={detail.error ?? me.error} onRetry={() => void (detail.isError ? detail.refetch() : me.refetch())} headingLevel={1} />
      </main>
    );
  }

  const { album: a, photos } = detail.data;
  const user = me.data;
  const photo = assetId ? photos.find((x) => x.id === assetId) : undefined;

  return (
    <main id="main" className={styles.main}>
      <title>{t('app.title.page', { page: a.albumName || t('activity.album.untitled') })}</title>
      <div className={isPanelOpen ? `${styles.layout} ${styles.withPanel}` : styles.layout} inert={photo !== undefined || assetId !== undefined}>
        <div className={styles.content}>
          <AlbumHeader album={a} />
          <DroppedNotice albumId={albumId} />
          <AlbumPhotos photos={photos} albumName={a.albumName} photoHref={photoHref} />
        </div>
        {isPanelOpen && !assetId && (
          <aside className={styles.side} aria-label={t('activity.subject.activity', { subject: 'album' })}>
            <activityPanel.Component
              album={a}
              photos={photos}
              me={user}
              photoHref={photoHref}
              onClose={() => setPanelOpen(false)}
              announcer={announcer}
              id={panelId}
              focusOnMount={openedByUser}
              like={albumLike}
            />
          </aside>
        )}
        {!assetId && (
          <div className={isPanelOpen ? `${styles.barSlot} ${styles.barSlotPanel}` : styles.barSlot}>
            <ActivityBar album={a} photos={photos} like={albumLike} isPanelOpen={isPanelOpen} panelId={panelId} onTogglePanel={() => setPanelOpen(!isPanelOpen)} />
          </div>
        )}
      </div>
      {assetId && (
        <photoView.Component
          key={assetId}
          album={a}
          photos={photos}
          me={user}
          assetId={assetId}
          photo={photo}
          albumHref={albumHref}
          photoHref={photoHref}
          isPanelOpen={isPhotoPanelOpen}
          onTogglePanel={() => setOpen(PHOTO_PANEL_PARAM, !isPhotoPanelOpen)}
          announcer={announcer}
          focusPanelOnOpen={openedByUser}
        />
      )}
      <LiveRegions status={announcer.status} alert={announcer.alert} />
    </main>
  );
}

/**
 * When the viewer closes (Escape, Back), focus returns to the photo's tile that opened it, or to the
 * album's heading when that tile is not on the page; never to the page's body.
 */
function useFocusReturnFromViewer(albumId: string, assetId: string | undefined): void {
  const shown = useRef(assetId);
  useEffect(() => {
    const closed = shown.current;
    shown.current = assetId;
    if (!closed || assetId) return;
    const tile = document.querySelector<HTMLElement>(`#main a[href^="/albums/${CSS.escape(albumId)}/photos/${CSS.escape(closed)}"]`);
    (tile ?? document.querySelector<HTMLElement>('#main h1'))?.focus();
  }, [albumId, assetId]);
}
