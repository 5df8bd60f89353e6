import { Link } from 'react-router';
import styles from './player.module.css';

/** Props of {@link EndCard}. */
export interface EndCardProps {
  /** id of the next memory, when the memories list could be read */
  nextMemoryId: string | undefined;
  onWatchAgain: () => void;
}

/** Shown over the last photo when the story ends: go on to the next memory, or watch again. */
export function EndCard({ nextMemoryId, onWatchAgain }: EndCardProps) {
  return (
    <div className={styles.endCard}>
      <p className={styles.endTitle}>That’s the end of this memory</p>
      <div className={styles.endActions}>
        {nextMemoryId ? (
          <Link className="button button--primary" to={`/memories/${encodeURIComponent(nextMemoryId)}`}>
            Next memory
          </Link>
        ) : (
          <Link className="button button--primary" to="/">
            Back to home
          </Link>
        )}
        <button type="button" className="button" onClick={onWatchAgain}>
          Watch again
        </button>
      </div>
    </div>
  );
}
