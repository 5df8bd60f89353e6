import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { personQueries } from '@/api';
import { ErrorState } from '@/components/error-state';
import { useI18n } from '@/i18n';
import { removeFirstFrame } from '@/lib/first-frame';
import { personLabel } from '@/lib/person-name';
import { ThenAndNowStory } from './then-and-now-story';
import { useThenAndNow } from './use-then-and-now';
import styles from './then-and-now.module.css';
import story from '@/components/story/story.module.css';

/** Props of {@link ThenAndNowPage}. */
export interface ThenAndNowPageProps {
  personId: string;
}

/** `/people/{id}/then-and-now`: the person's story, or what keeps it from showing and what to do. */
export function ThenAndNowPage({ personId }: ThenAndNowPageProps) {
  const { t } = useI18n();
  const person = useQuery(personQueries.detail(personId));
  const { state, setPick } = useThenAndNow(personId);
  const name = personLabel(person.data?.name, t('app.person.unnamed'));
  const backTo = `/people/${encodeURIComponent(personId)}`;
  // the first slide drawn before the app (ADR 113) never stands over an error or the empty story
  const showsNoStory = state.status === 'error' || (state.status === 'ready' && state.isComplete && state.slides.length < 2);
  useEffect(() => {
    if (showsNoStory) removeFirstFrame();
  }, [showsNoStory]);
  useEffect(() => () => removeFirstFrame(), []);

  if (state.status === 'error') {
    return (
      <main id="main" className={`page ${styles.page}`}>
        <ErrorState error={state.error} headingLevel={1} onRetry={state.retry} />
      </main>
    );
  }
  if (state.status === 'loading') {
    return (
      <main id="main" className={`page ${styles.page}`}>
        <section className={story.message} aria-busy="true">
          <h1>{t('people.thenAndNow.title', { name })}</h1>
          <p role="status">{t('people.thenAndNow.loading', { name })}</p>
        </section>
      </main>
    );
  }
  if (state.isComplete && state.slides.length < 2) {
    return (
      <main id="main" className={`page ${styles.page}`}>
        <section className={story.message}>
          <h1>{t('people.thenAndNow.emptyTitle')}</h1>
          <p role="status">{t('people.thenAndNow.empty', { name })}</p>
          <Link className="button" to={backTo}>
            {t('people.thenAndNow.back', { name })}
          </Link>
        </section>
      </main>
    );
  }
  return (
    <main id="main" className={styles.page}>
      <ThenAndNowStory name={name} birthDate={person.data?.birthDate} slides={state.slides} byYear={state.byYear} isComplete={state.isComplete} backTo={backTo} onPick={setPick} />
    </main>
  );
}
