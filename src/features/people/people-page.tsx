import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { personQueries, personThumbnailUrl, type Person } from '@/api';
import { LiveRegions, useAnnouncer } from '@/components/announcer';
import { ErrorState } from '@/components/error-state';
import { Thumbnail } from '@/components/thumbnail';
import { formatNumber, useI18n } from '@/i18n';
import { personLabel } from '@/lib/person-name';
import { useShowHide } from './use-show-hide';
import styles from './people-page.module.css';

/** Named people first (the server's order kept within each group). */
function namedFirst(people: readonly Person[]): Person[] {
  return [...people.filter((p) => p.name.trim()), ...people.filter((p) => !p.name.trim())];
}

/**
 * `/people`: everyone the server recognised, named first, with faces and counts; paged where the
 * server pages. "Show & hide people" chooses who is hidden, saved in one step.
 */
export function PeoplePage() {
  const { t } = useI18n();
  const query = useInfiniteQuery(personQueries.everyone());
  const mode = useShowHide();
  const announcer = useAnnouncer();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const first = query.data?.pages[0];
  const people = namedFirst(query.data?.pages.flatMap((page) => page.people) ?? []);
  const shown = mode.editing ? people : people.filter((p) => !p.isHidden);
  const unnamed = t('app.person.unnamed');
  useEffect(() => {
    document.title = t('app.title.page', { page: t('people.page.title') });
  }, [t]);

  const save = () => {
    mode.save((result) => {
      if ('error' in result) announcer.warn(t('people.page.saveFailed', { failed: 1 }));
      else if (result.failed > 0) announcer.warn(t('people.page.saveFailed', { failed: result.failed }));
      else announcer.announce(t('people.page.saved', { count: result.changed }));
    });
    toggleRef.current?.focus();
  };

  return (
    <main id="main" className={`page ${styles.page}`}>
      <div className={styles.top}>
        <h1>{t('people.page.title')}</h1>
        {first && <p className={styles.counts}>{t('people.page.counts', { total: first.total, hidden: formatNumber(first.hidden) })}</p>}
        <div className={styles.tools}>
          {mode.editing ? (
            <>
              <button type="button" className="button" onClick={() => mode.hideUnnamed(people)}>
                {t('people.page.hideUnnamed')}
              </button>
              <button type="button" className="button button--quiet" onClick={() => (mode.cancel(), toggleRef.current?.focus())}>
                {t('people.page.cancel')}
              </button>
              <button type="button" className="button button--primary" onClick={save}>
                {t('people.page.save')}
              </button>
            </>
          ) : (
            <button ref={toggleRef} type="button" className="button" disabled={!first || mode.isPending} onClick={mode.start}>
              {t('people.page.showHide')}
            </button>
          )}
        </div>
      </div>
      {query.isPending ? (
        <p role="status">{t('people.page.loading')}</p>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} headingLevel={2} />
      ) : people.length === 0 ? (
        <p>{t('people.page.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {shown.map((person) => {
            const label = personLabel(person.name, unnamed);
            const hidden = mode.isHidden(person);
            const face = <Thumbnail src={personThumbnailUrl(person.id, person.updatedAt)} alt="" aspectRatio={1} shape="circle" fallback={t('app.home.people.noFace')} />;
            return (
              <li key={person.id} className={hidden ? `${styles.card} ${styles.hidden}` : styles.card}>
                {mode.editing ? (
                  <label className={styles.choice}>
                    {face}
                    <span className={styles.line}>
                      <input type="checkbox" checked={!hidden} onChange={(e) => mode.set(person, !e.target.checked)} aria-label={t('people.page.show', { name: label })} />
                      <span className={person.name ? undefined : styles.unnamed}>{label}</span>
                    </span>
                  </label>
                ) : (
                  <Link to={`/people/${encodeURIComponent(person.id)}`} className={styles.link}>
                    {face}
                    <span className={person.name ? styles.name : `${styles.name} ${styles.unnamed}`}>{label}</span>
                  </Link>
                )}
                {hidden && mode.editing && <span className={styles.hiddenMark}>{t('people.page.hiddenMark')}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {query.hasNextPage && (
        <button type="button" className={`button ${styles.more}`} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('people.page.more')}
        </button>
      )}
      <LiveRegions status={announcer.status} alert={announcer.alert} />
    </main>
  );
}
