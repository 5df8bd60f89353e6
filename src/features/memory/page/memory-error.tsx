import { Link } from 'react-router';
import { isApiError } from '@/api';
import { ErrorState } from '@/components/error-state';
import styles from './memory-page.module.css';

/** Props of {@link MemoryError}. */
export interface MemoryErrorProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * Why the memory can't be shown. Immich answers "not found" both for a memory that is gone and
 * one that belongs to someone else, so the words cover both.
 */
export function MemoryError({ error, onRetry }: MemoryErrorProps) {
  if (isApiError(error) && (error.kind === 'not-found' || error.kind === 'forbidden')) {
    return (
      <section className={styles.message} aria-labelledby="memory-missing-title">
        <title>Memory not found · Keepsake</title>
        <h1 id="memory-missing-title">This memory doesn’t exist or isn’t shared with you</h1>
        <p>It may have been removed, or the link may be incomplete.</p>
        <Link className="button button--primary" to="/">
          Go to home
        </Link>
      </section>
    );
  }
  return (
    <div className={styles.message}>
      <title>Memory unavailable · Keepsake</title>
      <ErrorState error={error} onRetry={onRetry} headingLevel={1} />
    </div>
  );
}
