import { startTransition, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { Link, useLocation, useSearchParams } from 'react-router';
import { assetThumbnailUrl, type Memory } from '@/api';
import { useI18n } from '@/i18n';
import { useMemoryRemovals } from '../actions/memory-removals';
import { useMarkSeen } from '../actions/use-mark-seen';
import { indexOfAsset } from '../model/memory-assets';
import { useMemoryList } from '../model/memory-list';
import { useMemoryTitle } from '../model/use-memory-title';
import { MemoryPlayer } from '../player/memory-player';
import { keepFirstFrameOnlyFor } from '@/lib/first-frame';
import { memoryGrid } from './lazy-memory-grid';
import { useInView } from './use-in-view';
import { useMemoryNeighbours } from './use-memory-neighbours';
import styles from './memory-page.module.css';
import story from '@/components/story/story.module.css';

/** Props of {@link MemoryView}. */
export interface MemoryViewProps {
  memory: Memory;
}

/** A loaded memory: the story player, then "All photos in this memory" below it. */
export function MemoryView({ memory }: MemoryViewProps) {
  // in story order already: oldest first by the instant taken (the query layer sorts them); the
  // photos being taken out of the memory are not shown
  const removing = useMemoryRemovals().assets.get(memory.id);
  const assets = useMemo(() => (removing ? memory.assets.filter((a) => !removing.has(a.id)) : memory.assets), [memory.assets, removing]);
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: afterwards the player drives the URL, not the other way round.
  const [initialIndex] = useState(() => indexOfAsset(assets, searchParams.get('asset')));
  // The first photo gets the network to itself: the grid's thumbnails, the memories list and the
  // "seen" update wait until it is on screen (ADR 041).
  const [isStarted, setStarted] = useState(false);
  // After the frame that shows the first photo: the grid's first render must not delay that paint.
  const onStarted = useCallback(() => requestAnimationFrame(() => startTransition(() => setStarted(true))), []);
  // Seen only once a photo or video of it was really on screen (a first photo that failed to load
  // starts the page, but the memory was not seen).
  const [isShown, setShown] = useState(false);
  const onShown = useCallback(() => setShown(true), []);
  const neighbours = useMemoryNeighbours(memory.id, isStarted, useMemoryList());
  const gridRef = useRef<HTMLElement>(null);
  const isGridInView = useInView(gridRef);
  const { t } = useI18n();
  const title = useMemoryTitle(memory);
  // Ask for the first photo (or the video's poster) while rendering: React inserts a
  // high-priority preload at once, before its <img> is committed.
  const first = assets[initialIndex];
  if (first) preload(assetThumbnailUrl(first.id, 'preview'), { as: 'image', fetchPriority: 'high' });
  // a first frame of another photo than the story's first (the server's answer was read loosely)
  // gives way before this renders
  useLayoutEffect(() => keepFirstFrameOnlyFor(first?.type === 'IMAGE' ? first.id : undefined), [first]);
  useMarkSeen(memory.id, isStarted && isShown);

  // The address bar may have left this page while it is still on screen (Back pressed while it was
  // loading, or while the page gone back to renders in a transition): a photo change then must not
  // put the memory back over that page. Only a browser's history says so (its entries carry the
  // router's key); an in-memory router leaves the address bar alone.
  const { pathname } = useLocation();
  const onAssetChange = useCallback(
    (assetId: string) => {
      const inBrowserHistory = (window.history.state as { key?: unknown } | null)?.key !== undefined;
      if ((inBrowserHistory && window.location.pathname !== pathname) || searchParams.get('asset') === assetId) return;
      const next = new URLSearchParams(searchParams);
      next.set('asset', assetId);
      // Replace, not push: Back leaves the memory instead of stepping through every photo.
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [pathname, searchParams, setSearchParams],
  );

  if (assets.length === 0) {
    return (
      <section className={story.message} aria-labelledby="memory-empty-title">
        <title>{t('app.title.page', { page: title })}</title>
        <h1 id="memory-empty-title">{t('memory.empty.title')}</h1>
        <p>{t('memory.empty.detail')}</p>
        <Link className="button button--primary" to="/">
          {t('memory.goHome')}
        </Link>
      </section>
    );
  }

  return (
    <>
      <title>{t('app.title.page', { page: title })}</title>
      <MemoryPlayer
        memory={memory}
        assets={assets}
        initialIndex={initialIndex}
        onAssetChange={onAssetChange}
        previousMemoryId={neighbours.previousId}
        nextMemoryId={neighbours.nextId}
        isGridInView={isGridInView}
        onStarted={onStarted}
        onShown={onShown}
      />
      <section ref={gridRef} className={styles.gridSection} aria-labelledby="memory-grid-title">
        <h2 id="memory-grid-title" className={styles.gridTitle}>
          {t('memory.grid.title')}
        </h2>
        {isStarted ? (
          <memoryGrid.Component memoryId={memory.id} assets={assets} fallback={<div className={styles.gridPending} />} />
        ) : (
          <div className={styles.gridPending} />
        )}
      </section>
    </>
  );
}
