import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { assetThumbnailUrl, isApiError, memoryQueries, serverQueries, shouldRetry, type Memory } from '@/api';
import { ErrorState } from '@/components/error-state';
import { todaysMemories } from '@/features/memory';
import { Skeleton } from '@/components/skeleton';
import { Thumbnail } from '@/components/thumbnail';
import { memoryTitle } from '@/lib/years-ago';
import { staleDemoAge } from './demo-age';
import { HomeSection } from './home-section';
import styles from './home.module.css';

/**
 * "On this day": one card per memory of today (`todaysMemories`: a server may also answer other
 * days' memories), newest year first. `GET /memories` answers 500 on some real servers (Immich
 * before ~v1.109) for anyone who has memories: that is not the user's problem, so the strip then
 * quietly says none are available instead of showing an alarm.
 */
export function MemoryStrip() {
  const memories = useQuery({ ...memoryQueries.list(), retry: retryMemoryList });
  const today = new Date();

  return (
    <HomeSection id="memories" title="On this day" busy={memories.isPending}>
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
          <p className={styles.empty}>No memories are available from your server right now.</p>
        ) : (
          <ErrorState error={memories.error} onRetry={() => void memories.refetch()} headingLevel={3} compact />
        )
      ) : (
        <MemoryCards memories={memories.data} today={today} />
      )}
      <StaleDemoNote today={today} />
    </HomeSection>
  );
}

/**
 * On the demo service only: when its library was generated too long ago for "on this day", says
 * so and how to get a fresh one (a real server answers the demo probe with 404: nothing shown).
 */
function StaleDemoNote({ today }: { today: Date }) {
  const demo = useQuery(serverQueries.demo());
  const age = demo.data?.demo ? staleDemoAge(demo.data.generatedOn, today) : undefined;
  if (age === undefined) return null;
  return (
    <p className={styles.note}>
      This demo library was generated {age} days ago, so these memories are no longer from around today. For fresh ones, stop
      Keepsake, run <code>npm run demo:reset</code>, then <code>npm start</code> again.
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
  const shown = todaysMemories(memories, today);
  if (shown.length === 0) return <p className={styles.empty}>No memories for today. Come back tomorrow.</p>;

  return (
    <ul className={styles.strip}>
      {shown.map((memory, index) => {
        const cover = coverOf(memory);
        return (
          <li key={memory.id} className={styles.memoryCard}>
            <Link to={`/memories/${memory.id}`} className={styles.cardLink}>
              <Thumbnail
                src={cover ? assetThumbnailUrl(cover.id, 'thumbnail') : undefined}
                thumbhash={cover?.thumbhash}
                alt=""
                aspectRatio={3 / 4}
                eager={index < 4}
              />
              <span className={styles.cardTitle}>{memoryTitle(memory.memoryAt, memory.data.year, today)}</span>
              <span className={styles.cardMeta}>{countLabel(memory)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The memory's first photo (the query layer puts its assets oldest first). */
function coverOf(memory: Memory) {
  return memory.assets[0];
}

function countLabel(memory: Memory): string {
  const videos = memory.assets.filter((a) => a.type === 'VIDEO').length;
  const photos = memory.assets.length - videos;
  const parts = [];
  if (photos > 0) parts.push(`${photos} ${photos === 1 ? 'photo' : 'photos'}`);
  if (videos > 0) parts.push(`${videos} ${videos === 1 ? 'video' : 'videos'}`);
  return parts.join(', ');
}
