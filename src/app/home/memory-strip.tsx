import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isApiError, memoryQueries, serverQueries, shouldRetry, type Memory } from '@/api';
import { ErrorState } from '@/components/error-state';
// Deep import on purpose: the feature's index also pulls in the memory page (its player and grid),
// which must stay in the lazily loaded memory route rather than the app chunk.
import { todaysMemories } from '@/features/memory/model/todays-memories';
import { memoryPath } from '@/features/memory/model/memory-list';
import { MemoryCard } from '@/features/memory/card/memory-card';
import { useMemoryRemovals } from '@/features/memory/actions/memory-removals';
import { Skeleton } from '@/components/skeleton';
import { useI18n } from '@/i18n';
import { staleDemoAge } from './demo-age';
import { PageSection } from '@/components/page-section/page-section';
import styles from './home.module.css';

/**
 * "On this day": one card per memory of today (`todaysMemories`: a server may also answer other
 * days' memories), newest year first. `GET /memories` answers 500 on some real servers (Immich
 * before ~v1.109) for anyone who has memories: that is not the user's problem, so the strip then
 * quietly says none are available instead of showing an alarm.
 */
export function MemoryStrip() {
  const { t } = useI18n();
  const memories = useQuery({ ...memoryQueries.list(), retry: retryMemoryList });
  const today = new Date();

  return (
    <PageSection
      headingId="home-memories"
      title={t('app.home.memories.title')}
      loadingLabel={t('app.home.memories.loading')}
      busy={memories.isPending}
      aside={
        <Link to="/memories" className={styles.sectionLink}>
          {t('app.home.memories.all')}
        </Link>
      }
    >
      {memories.isPending ? (
        <ul className={styles.strip} aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={styles.memoryCard}>
              <Skeleton aspectRatio={3 / 4} />
              <Skeleton shape="text" width="70%" />
            </li>
          ))}
        </ul>
      ) : memories.isError ? (
        isApiError(memories.error) && memories.error.kind === 'server' ? (
          <p className={styles.empty}>{t('app.home.memories.unavailable')}</p>
        ) : (
          <ErrorState error={memories.error} onRetry={() => void memories.refetch()} headingLevel={3} compact />
        )
      ) : (
        <MemoryCards memories={memories.data} today={today} />
      )}
      <StaleDemoNote today={today} />
    </PageSection>
  );
}

/**
 * On the demo service only: when its library was generated too long ago for "on this day", says
 * so and how to get a fresh one (a real server answers the demo probe with 404: nothing shown).
 */
function StaleDemoNote({ today }: { today: Date }) {
  const { rich } = useI18n();
  const demo = useQuery(serverQueries.demo());
  const age = demo.data?.demo ? staleDemoAge(demo.data.generatedOn, today) : undefined;
  if (age === undefined) return null;
  return (
    <p className={styles.note}>
      {rich('app.home.memories.staleDemo', { days: age, reset: <code dir="ltr">npm run demo:reset</code>, start: <code dir="ltr">npm start</code> })}
    </p>
  );
}

/**
 * The old servers' 500 is permanent, so a server fault is retried once (a blip), not three times
 * with back-off: the strip settles in about a second instead of seven.
 */
function retryMemoryList(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.kind === 'server') return failureCount < 1;
  return shouldRetry(failureCount, error);
}

function MemoryCards({ memories, today }: { memories: Memory[]; today: Date }) {
  const { t } = useI18n();
  const { memories: deleting } = useMemoryRemovals();
  const shown = todaysMemories(memories, today).filter((m) => !deleting.has(m.id));
  if (shown.length === 0) return <p className={styles.empty}>{t('app.home.memories.empty')}</p>;

  return (
    <ul className={styles.strip}>
      {shown.map((memory, index) => (
        <li key={memory.id} className={styles.memoryCard}>
          <MemoryCard memory={memory} to={memoryPath(memory.id, undefined)} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
