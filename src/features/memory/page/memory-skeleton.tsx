import { Skeleton } from '@/components/skeleton';
import styles from './memory-page.module.css';

/** The player's shape while the memory loads: the dark stage with its title area reserved. */
export function MemorySkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <title>Loading memory · Keepsake</title>
      <div className={styles.skeletonTitle}>
        <Skeleton width="12rem" height="2rem" />
        <Skeleton width="9rem" shape="text" />
      </div>
      <p className="visually-hidden" role="status">
        Loading memory…
      </p>
    </div>
  );
}
