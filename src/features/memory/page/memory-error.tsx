import { Link } from 'react-router';
import { isApiError } from '@/api';
import { ErrorState } from '@/components/error-state';
import { useI18n } from '@/i18n';
import story from '@/components/story/story.module.css';

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
  const { t } = useI18n();
  if (isApiError(error) && (error.kind === 'not-found' || error.kind === 'forbidden')) {
    return (
      <section className={story.message} aria-labelledby="memory-missing-title">
        <title>{t('app.title.page', { page: t('memory.page.notFound') })}</title>
        <h1 id="memory-missing-title">{t('memory.notFound.title')}</h1>
        <p>{t('memory.notFound.detail')}</p>
        <Link className="button button--primary" to="/">
          {t('memory.goHome')}
        </Link>
      </section>
    );
  }
  return (
    <div className={story.message}>
      <title>{t('app.title.page', { page: t('memory.page.unavailable') })}</title>
      <ErrorState error={error} onRetry={onRetry} headingLevel={1} />
    </div>
  );
}
