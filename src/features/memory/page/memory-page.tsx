import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { memoryQueries } from '@/api';
import { removeFirstFrame } from '@/lib/first-frame';
import { MemoryError } from './memory-error';
import { MemorySkeleton } from './memory-skeleton';
import { MemoryView } from './memory-view';
import styles from './memory-page.module.css';

/** Props of {@link MemoryPage}. */
export interface MemoryPageProps {
  /** the `:id` of `/memories/:id` */
  memoryId: string;
}

/**
 * `/memories/:id`: loads the memory and shows the player and its photos, or the state it is in
 * (loading, not found, signed out, offline or server error, bad data).
 */
export function MemoryPage({ memoryId }: MemoryPageProps) {
  // (its route started the request: see src/app/page-data.ts)
  const memory = useQuery(memoryQueries.detail(memoryId));
  // the memory's first photo drawn before the app (src/lib/first-frame.ts) never outlives the page,
  // nor stands over a message
  useEffect(() => {
    if (memory.isError) removeFirstFrame();
  }, [memory.isError]);
  useEffect(() => () => removeFirstFrame(), []);

  return (
    <main id="main" className={styles.page}>
      {memory.isPending ? (
        <MemorySkeleton />
      ) : memory.isError ? (
        <MemoryError error={memory.error} onRetry={() => void memory.refetch()} />
      ) : (
        // A new memory (Shift+→) starts its own story from scratch.
        <MemoryView key={memoryId} memory={memory.data} />
      )}
    </main>
  );
}
