import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { assetQueries, assetThumbnailUrl } from '@/api';
import { LiveRegions, useAnnouncer } from '@/components/announcer';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/skeleton';
import { personLabel } from '@/lib/person-name';
import { formatWallClockDate } from '@/lib/wall-clock';
import { DetailsPanel } from './details-panel';
import { CoverButton } from './face-edit/cover-button';
import { FaceEditDialog } from './face-edit/face-edit-dialog';
import { useFaceCandidates, useFaceEditor } from './face-edit/use-face-editor';
import { FaceLayer } from './face-layer';
import { useDetailsPreference } from './use-details-preference';
import { ViewerMedia } from './viewer-media';
import { formatList, formatNumber, useI18n, type Direction } from '@/i18n';
import styles from './asset-viewer.module.css';

/**
 * The step a horizontal arrow key takes in writing direction `dir`: the next photo lies the way the
 * text runs, so → goes back in a right-to-left language.
 */
export function arrowStep(key: string, dir: Direction): -1 | 1 | undefined {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return undefined;
  const towardsRight = key === 'ArrowRight';
  return towardsRight === (dir === 'ltr') ? 1 : -1;
}

/** The step a horizontal swipe of `dx` px takes: dragging the photo away brings its neighbour from the other side. */
export function swipeStep(dx: number, dir: Direction): -1 | 1 {
  return (dx < 0) === (dir === 'ltr') ? 1 : -1;
}

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
   * Move to the previous (-1) or next (+1) photo; whether there was one to go to. The page resolves
   * the step against the photo it last navigated to, so quick repeated keys never act on a photo
   * that is still being left (nor on its neighbours, which this viewer may still be showing).
   */
  onStep: (delta: -1 | 1) => boolean;
  onClose: () => void;
  /** the person whose photos these are: the viewer offers to make a photo their cover */
  personId?: string | undefined;
}

/**
 * The photo viewer: a modal dialog over the grid with the preview, ←/→ and swipe between photos
 * (in reading order: mirrored right to left),
 * Esc to close, `i` for the details panel (remembered), and face boxes on photos.
 */
export function AssetViewer({ assetId, isVideoHint, thumbhash, previousId, nextId, position, onStep, onClose, personId }: AssetViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const queryClient = useQueryClient();
  const asset = useQuery(assetQueries.detail(assetId));
  const [detailsOpen, toggleDetails] = useDetailsPreference();
  const [facesShown, setFacesShown] = useState(true);
  const [highlighted, setHighlighted] = useState<string | undefined>(undefined);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const { t, dir, formatLocale } = useI18n();
  const announcer = useAnnouncer();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const faceEditor = useFaceEditor(asset.data, announcer, () => titleRef.current);
  const candidates = useFaceCandidates(faceEditor.canEdit);

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
  const date = data ? formatWallClockDate(data.localDateTime, formatLocale) : undefined;
  const kind = isVideo ? 'video' : 'photo';
  // (an empty name is one the server did not send in a readable form)
  const title = data?.originalFileName || t('person.viewer.untitled', { kind });
  const withPeople = people.length ? formatList(people.map((p) => personLabel(p.name, t('app.person.unnamed')))) : undefined;
  const alt = !data
    ? t('person.viewer.untitled', { kind: 'photo' })
    : date && withPeople
      ? t('person.viewer.altDatePeople', { kind, date, people: withPeople })
      : date
        ? t('person.viewer.altDate', { kind, date })
        : withPeople
          ? t('person.viewer.altPeople', { kind, people: withPeople })
          : t('person.viewer.untitled', { kind });
  // ←/→ and the chevrons follow the reading direction: "previous" is on the right in Arabic.
  const previousKey = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const nextKey = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (target.closest('input, select, textarea, video')) return;
    const arrow = arrowStep(event.key, dir);
    if (arrow !== undefined) {
      if (onStep(arrow)) event.preventDefault();
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
    const step = swipeStep(dx, dir);
    onStep(step);
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
          <button type="button" className={styles.toolButton} onClick={onClose} aria-label={t('person.viewer.close')}>
            <Icon d="M6 6l12 12M18 6L6 18" />
          </button>
          <div className={styles.titles}>
            <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title} title={title}>
              {title}
            </h2>
            {position && (
              <span className={styles.position}>
                {t('person.viewer.position', { position: formatNumber(position.index + 1), count: formatNumber(position.count) })}
              </span>
            )}
          </div>
          {personId && data && faceEditor.canEdit && data.people?.some((p) => p.id === personId) && (
            <CoverButton personId={personId} assetId={assetId} announcer={announcer} />
          )}
          {!isVideo && faceCount > 0 && (
            <button type="button" className={styles.toolButton} aria-pressed={facesShown} onClick={() => setFacesShown((s) => !s)}>
              <Icon d="M4 8V5a1 1 0 011-1h3M16 4h3a1 1 0 011 1v3M20 16v3a1 1 0 01-1 1h-3M8 20H5a1 1 0 01-1-1v-3" />
              <span>{t('person.viewer.faces')}</span>
            </button>
          )}
          <button type="button" className={styles.toolButton} aria-pressed={detailsOpen} onClick={toggleDetails} aria-keyshortcuts="i">
            <Icon d="M12 11v6M12 7.5v.5M12 21a9 9 0 100-18 9 9 0 000 18z" />
            <span>{t('person.viewer.details')}</span>
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
                <FaceLayer
                  faces={faces}
                  stage={stage}
                  image={image}
                  highlightedId={highlighted}
                  onHighlight={setHighlighted}
                  onEditFace={faceEditor.canEdit ? (face) => faceEditor.edit(face) : undefined}
                />
              ) : null
            }
          />
          {previousId && (
            <button type="button" className={`${styles.navButton} ${styles.prev}`} onClick={() => onStep(-1)} aria-label={t('person.viewer.previous')} aria-keyshortcuts={previousKey}>
              <Icon d="M15 5l-7 7 7 7" />
            </button>
          )}
          {nextId && (
            <button type="button" className={`${styles.navButton} ${styles.next}`} onClick={() => onStep(1)} aria-label={t('person.viewer.next')} aria-keyshortcuts={nextKey}>
              <Icon d="M9 5l7 7-7 7" />
            </button>
          )}
        </div>
      </div>
      {detailsOpen && (
        <section className={styles.details} aria-labelledby={`${titleId}-details`}>
          <h2 id={`${titleId}-details`} className={styles.detailsTitle}>
            {t('person.viewer.details')}
          </h2>
          {asset.isPending ? (
            <div aria-busy="true">
              <span className="visually-hidden">{t('person.viewer.loadingDetails')}</span>
              <Skeleton shape="text" width="70%" />
              <Skeleton shape="text" width="50%" />
              <Skeleton shape="text" width="60%" />
            </div>
          ) : asset.isError ? (
            <ErrorState error={asset.error} onRetry={() => void asset.refetch()} headingLevel={3} compact />
          ) : (
            <DetailsPanel asset={asset.data} highlightedId={highlighted} onHighlight={setHighlighted} onEditFace={faceEditor.canEdit ? faceEditor.edit : undefined} />
          )}
        </section>
      )}
      {faceEditor.editing && (
        <FaceEditDialog
          key={faceEditor.editing.id}
          face={faceEditor.editing}
          previewUrl={assetThumbnailUrl(assetId, 'preview')}
          people={candidates}
          canRemove={faceEditor.canRemove}
          onChoose={faceEditor.choose}
          onClose={faceEditor.close}
        />
      )}
      <LiveRegions status={announcer.status} alert={announcer.alert} />
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
