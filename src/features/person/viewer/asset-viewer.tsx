import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { assetQueries, assetThumbnailUrl } from '@/api';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/skeleton';
import { personLabel } from '@/lib/person-name';
import { formatWallClockDate } from '@/lib/wall-clock';
import { DetailsPanel } from './details-panel';
import { FaceLayer } from './face-layer';
import { useDetailsPreference } from './use-details-preference';
import { ViewerMedia } from './viewer-media';
import styles from './asset-viewer.module.css';
import { t } from '@/i18n';

/** Props of {@link AssetViewer}. */
export interface AssetViewerProps {
  assetId: string;
  /** from the list, so a video shows as one before its details arrive */
  isVideoHint: boolean | undefined;
  thumbhash: string | undefined;
  previousId: string | undefined;
  nextId: string | undefined;
  /** where the photo sits in the list, for "3 of 120" */
  position: { index: number; count: number } | undefined;
  /**
   * Move to the previous (-1) or next (+1) photo. The page resolves the step against the photo
   * it last navigated to, so quick repeated keys never act on a photo that is still being left.
   */
  onStep: (delta: -1 | 1) => void;
  onClose: () => void;
}

/**
 * The photo viewer: a modal dialog over the grid with the preview, ←/→ and swipe between photos,
 * Esc to close, `i` for the details panel (remembered), and face boxes on photos.
 */
export function AssetViewer({ assetId, isVideoHint, thumbhash, previousId, nextId, position, onStep, onClose }: AssetViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const queryClient = useQueryClient();
  const asset = useQuery(assetQueries.detail(assetId));
  const [detailsOpen, toggleDetails] = useDetailsPreference();
  const [facesShown, setFacesShown] = useState(true);
  const [highlighted, setHighlighted] = useState<string | undefined>(undefined);
  const swipe = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  // The neighbours are likely next: fetch their details and warm the next preview.
  useEffect(() => {
    for (const id of [nextId, previousId]) if (id) void queryClient.prefetchQuery(assetQueries.detail(id));
    if (nextId && typeof Image !== 'undefined') new Image().src = assetThumbnailUrl(nextId, 'preview');
  }, [nextId, previousId, queryClient]);

  const data = asset.data;
  const isVideo = data ? data.type === 'VIDEO' : (isVideoHint ?? false);
  const people = data?.people ?? [];
  const faces = data?.faces ?? [];
  const faceCount = faces.length;
  const date = data ? formatWallClockDate(data.localDateTime) : undefined;
  // (an empty name is one the server did not send in a readable form)
  const title = data?.originalFileName || (isVideo ? 'Video' : 'Photo');
  const alt = data ? `${isVideo ? 'Video' : 'Photo'}${date ? ` from ${date}` : ''}${people.length ? ` with ${people.map((p) => personLabel(p.name, t('app.person.unnamed'))).join(', ')}` : ''}` : 'Photo';

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (target.closest('input, select, textarea, video')) return;
    if (event.key === 'ArrowLeft' && previousId) {
      event.preventDefault();
      onStep(-1);
    } else if (event.key === 'ArrowRight' && nextId) {
      event.preventDefault();
      onStep(1);
    } else if (event.key === 'i' || event.key === 'I') {
      event.preventDefault();
      toggleDetails();
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'touch') swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    if (dx > 0 && previousId) onStep(-1);
    if (dx < 0 && nextId) onStep(1);
  };

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.viewer} ${detailsOpen ? styles.withDetails : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.main}>
        <div className={styles.toolbar}>
          <button type="button" className={styles.toolButton} onClick={onClose} aria-label="Close viewer">
            <Icon d="M6 6l12 12M18 6L6 18" />
          </button>
          <div className={styles.titles}>
            <h2 id={titleId} className={styles.title} title={title}>
              {title}
            </h2>
            {position && (
              <span className={styles.position}>
                {(position.index + 1).toLocaleString()} of {position.count.toLocaleString()}
              </span>
            )}
          </div>
          {!isVideo && faceCount > 0 && (
            <button type="button" className={styles.toolButton} aria-pressed={facesShown} onClick={() => setFacesShown((s) => !s)}>
              <Icon d="M4 8V5a1 1 0 011-1h3M16 4h3a1 1 0 011 1v3M20 16v3a1 1 0 01-1 1h-3M8 20H5a1 1 0 01-1-1v-3" />
              <span>Faces</span>
            </button>
          )}
          <button type="button" className={styles.toolButton} aria-pressed={detailsOpen} onClick={toggleDetails} aria-keyshortcuts="i">
            <Icon d="M12 11v6M12 7.5v.5M12 21a9 9 0 100-18 9 9 0 000 18z" />
            <span>Details</span>
          </button>
        </div>
        <div className={styles.stageWrap} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipe.current = null)}>
          <ViewerMedia
            key={assetId}
            assetId={assetId}
            isVideo={isVideo}
            thumbhash={thumbhash}
            alt={alt}
            overlay={(stage, image) =>
              facesShown && !isVideo && faceCount > 0 ? (
                <FaceLayer faces={faces} stage={stage} image={image} highlightedId={highlighted} onHighlight={setHighlighted} />
              ) : null
            }
          />
          {previousId && (
            <button type="button" className={`${styles.navButton} ${styles.prev}`} onClick={() => onStep(-1)} aria-label="Previous photo" aria-keyshortcuts="ArrowLeft">
              <Icon d="M15 5l-7 7 7 7" />
            </button>
          )}
          {nextId && (
            <button type="button" className={`${styles.navButton} ${styles.next}`} onClick={() => onStep(1)} aria-label="Next photo" aria-keyshortcuts="ArrowRight">
              <Icon d="M9 5l7 7-7 7" />
            </button>
          )}
        </div>
      </div>
      {detailsOpen && (
        <section className={styles.details} aria-labelledby={`${titleId}-details`}>
          <h2 id={`${titleId}-details`} className={styles.detailsTitle}>
            Details
          </h2>
          {asset.isPending ? (
            <div aria-busy="true">
              <span className="visually-hidden">Loading details…</span>
              <Skeleton shape="text" width="70%" />
              <Skeleton shape="text" width="50%" />
              <Skeleton shape="text" width="60%" />
            </div>
          ) : asset.isError ? (
            <ErrorState error={asset.error} onRetry={() => void asset.refetch()} headingLevel={3} compact />
          ) : (
            <DetailsPanel asset={asset.data} highlightedId={highlighted} onHighlight={setHighlighted} />
          )}
        </section>
      )}
    </dialog>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
