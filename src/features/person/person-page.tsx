import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useMatch, useNavigate, useSearchParams } from 'react-router';
import { isApiError, personQueries } from '@/api';
import { mergedInto } from '@/api/queries/merged-people';
import { photoYearCount } from '@/api/then-and-now';
import { AssetGrid, type AssetGridHandle } from '@/components/asset-grid';
import { ErrorState } from '@/components/error-state';
import { useI18n } from '@/i18n';
import { GridSkeleton } from './grid-skeleton';
import { MergedNotice } from './edit/merged-notice';
import { PersonHeader, displayName } from './person-header';
import { preloadFirstThumbnails, sortOrderOf } from './preload-first-thumbnails';
import { photoPath, usePersonGrid, type SortOrder } from './use-person-grid-source';
import { assetViewer } from './lazy-asset-viewer';
import styles from './person-page.module.css';

/** Props of {@link PersonPage}. */
export interface PersonPageProps {
  personId: string;
}

/** History state of an open viewer: it was opened from the grid, so closing can go back. */
interface ViewerState {
  fromGrid?: boolean;
}

/**
 * Everything one person appears in: header, the justified grid of their photos (any number, from
 * a worker), and the photo viewer at `/people/:id/photos/:assetId` over the still-mounted grid.
 */
export function PersonPage({ personId }: PersonPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const order: SortOrder = sortOrderOf(searchParams);
  const search = order === 'oldest' ? '?order=oldest' : '';
  const match = useMatch('/people/:id/photos/:assetId');
  const openAssetId = match?.params.assetId;

  const person = useQuery(personQueries.detail(personId));
  // The list in the page's order: a paged list arrives page by page in it, each page appended
  // below the rows already shown. A change of order shows the complete list it already has,
  // read backwards, while the query for the new order takes it over (a partial one is not kept).
  const assets = useQuery({ ...personQueries.assets(personId, order), placeholderData: (previous) => (previous?.partial ? undefined : previous) });
  const partial = assets.data?.partial === true;
  const shownList = assets.data;
  // The first rows' thumbnails start loading with the list, not with the grid's sliced render; in
  // a task of their own (a dozen requests), not in the render the list arrives with.
  const arrived = shownList;
  useEffect(() => {
    if (!arrived) return;
    const timer = setTimeout(() => preloadFirstThumbnails(arrived.inOrder(order)), 0);
    return () => clearTimeout(timer);
  }, [arrived, order]);
  // The list arrives through a store update, which React renders in one blocking task: the first
  // grid render (tiles, thumbhash placeholders) is then one long task. Deferred, that render runs in
  // the background in slices, so the page stays responsive while the grid appears.
  const deferredList = useDeferredValue(shownList);
  // The viewer's code, once the page is idle (lazy-asset-viewer.tsx).
  useEffect(() => assetViewer.loadWhenIdle(), []);
  const grid = usePersonGrid(deferredList, order, personId, search);
  // Then and Now needs photos from two years at least: read from the list already here
  const spansYears = useMemo(() => !!deferredList && photoYearCount(deferredList, 2) >= 2, [deferredList]);
  const gridRef = useRef<AssetGridHandle>(null);
  const { t, language } = useI18n();
  const name = person.isError ? t('person.header.thisPerson') : displayName(person.data, t);
  const known = person.data !== undefined;

  // The tab names the person, in the reader's language (`language`: a change re-words it).
  useEffect(() => {
    if (known) document.title = t('app.title.page', { page: name });
  }, [known, name, t, language]);

  // When the viewer closes (Esc, close button, browser Back), focus returns to the photo's tile,
  // also when it closes before the list has arrived (a deep link closed at once).
  const lastOpen = useRef<string | undefined>(openAssetId);
  const closingFrom = useRef<string | undefined>(undefined);
  // The photo the last ←/→ step went to, before the router has rendered it (see `step`).
  const stepTarget = useRef<string | undefined>(undefined);
  const pendingFocus = useRef<string | undefined>(undefined);
  useEffect(() => {
    const previous = lastOpen.current;
    lastOpen.current = openAssetId;
    if (openAssetId) {
      pendingFocus.current = undefined;
    } else if (previous) {
      // The photo the viewer showed when it closed: `previous` can be older than that, when the
      // router's (transition) render of the last ←/→ step was skipped for the close. (Read only
      // here, when the viewer has closed: a new list meanwhile must not forget it.)
      pendingFocus.current = closingFrom.current ?? previous;
      closingFrom.current = undefined;
    }
    const target = pendingFocus.current;
    if (!target || !grid) return;
    pendingFocus.current = undefined;
    const index = grid.list.indexOf(target);
    if (index >= 0) gridRef.current?.focusTile(index);
  }, [openAssetId, grid]);

  const open = useCallback(
    (index: number) => {
      const id = grid?.list.idAt(index);
      if (id) void navigate(photoPath(personId, id, search), { state: { fromGrid: true } satisfies ViewerState });
    },
    [grid, navigate, personId, search],
  );

  const close = useCallback(() => {
    closingFrom.current = stepTarget.current ?? openAssetId;
    if ((location.state as ViewerState | null)?.fromGrid) void navigate(-1);
    else void navigate(`/people/${encodeURIComponent(personId)}${search}`, { replace: true });
  }, [location.state, navigate, openAssetId, personId, search]);

  // ←/→ step from the photo last navigated to, not from the one on screen: the URL (and so
  // openAssetId) changes only once the router commits, and a second key press can come first.
  // A step is done once the router shows its photo (or the viewer has closed): a render of an
  // earlier step that commits after a later key press must not forget the later one.
  useEffect(() => {
    if (!openAssetId || openAssetId === stepTarget.current) stepTarget.current = undefined;
  }, [openAssetId]);
  const step = useCallback(
    (delta: -1 | 1) => {
      const from = stepTarget.current ?? openAssetId;
      const index = from && grid ? grid.list.indexOf(from) : -1;
      const id = index >= 0 ? grid?.list.idAt(index + delta) : undefined;
      if (!id) return false;
      stepTarget.current = id;
      void navigate(photoPath(personId, id, search), { replace: true, state: location.state as ViewerState | null });
      return true;
    },
    [grid, location.state, navigate, openAssetId, personId, search],
  );

  // A person who is not there, or photos that cannot be listed, is the page's error. Details that
  // cannot be read otherwise cost the header only: the photos still show.
  const missing = isApiError(person.error) && (person.error.kind === 'not-found' || person.error.kind === 'forbidden');
  const fatal = assets.error ?? (missing ? person.error : null);
  const keptId = fatal ? mergedInto(personId) : undefined;
  if (keptId) return <MergedNotice keptId={keptId} />;
  if (fatal) {
    return (
      <main id="main" className={`page ${styles.page}`}>
        <ErrorState
          error={fatal}
          headingLevel={1}
          onRetry={() => {
            void person.refetch();
            void assets.refetch();
          }}
        />
      </main>
    );
  }

  const counted = deferredList;
  const openIndex = openAssetId && grid ? grid.list.indexOf(openAssetId) : -1;
  const dropped = assets.data?.dropped;

  return (
    <main id="main" className={`page ${styles.page}`}>
      <PersonHeader
        personId={personId}
        person={person.data}
        counts={counted ? { photos: counted.photoCount, videos: counted.videoCount, soFar: partial } : undefined}
        order={order}
        onOrderChange={(next) => setSearchParams(next === 'oldest' ? { order: 'oldest' } : {}, { replace: true })}
        // (signed out, the reader is on their way to sign in: no face asked for, one 401 more)
        failed={person.isError && !(isApiError(person.error) && person.error.kind === 'unauthorized')}
        thenAndNowTo={spansYears ? `/people/${encodeURIComponent(personId)}/then-and-now` : undefined}
      />
      {person.isError && <ErrorState error={person.error} onRetry={() => void person.refetch()} headingLevel={2} compact />}
      {dropped && dropped.dropped > 0 && (
        <p className={styles.notice} role="status">
          {t('person.page.dropped', { count: dropped.dropped })}
        </p>
      )}
      {!grid ? (
        <GridSkeleton />
      ) : grid.source.count === 0 ? (
        <section className={styles.empty} aria-labelledby="person-empty">
          <h2 id="person-empty">{person.data ? t('person.page.empty', { name }) : t('person.page.emptyUnknown')}</h2>
          <p>{t('person.page.emptyHint')}</p>
        </section>
      ) : (
        <AssetGrid ref={gridRef} source={grid.source} label={t('person.page.grid', { name })} onOpen={open} placeholder={<GridSkeleton />} />
      )}
      {openAssetId && (
        <assetViewer.Component
          key="viewer"
          assetId={openAssetId}
          isVideoHint={openIndex >= 0 ? grid?.list.isVideoAt(openIndex) : undefined}
          thumbhash={openIndex >= 0 ? grid?.list.thumbhashAt(openIndex) : undefined}
          previousId={openIndex > 0 ? grid?.list.idAt(openIndex - 1) : undefined}
          nextId={openIndex >= 0 ? grid?.list.idAt(openIndex + 1) : undefined}
          position={openIndex >= 0 && grid ? { index: openIndex, count: grid.source.count } : undefined}
          onStep={step}
          onClose={close}
          personId={personId}
        />
      )}
    </main>
  );
}
