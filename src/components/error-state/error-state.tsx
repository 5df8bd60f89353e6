import { Link, useLocation } from 'react-router';
import { isApiError } from '@/api';
import { useI18n } from '@/i18n';
import { errorText } from './error-text';
import { loginPath } from './login-path';
import styles from './error-state.module.css';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** Whatever was thrown or returned by a query: typed `ApiError`s get specific words. */
  error: unknown;
  /** Called by "Try again"; without it "Try again" reloads the page. */
  onRetry?: () => void;
  /** Heading level of the title: `1` for a whole page, `2`/`3` inside a section. Default 2. */
  headingLevel?: 1 | 2 | 3;
  /** Small inline variant for one section of a page (no "Go home" link). */
  compact?: boolean;
  /** Announce the error as it appears (role="alert"): for errors after a user action. */
  announce?: boolean;
}

/**
 * A typed error in plain words with a way forward: retry, sign in (and come back here), or go
 * home; the server's correlation id when there is one so the user can report it, and for bad
 * data (behind a disclosure) each field path that was wrong and why.
 */
export function ErrorState({ error, onRetry, headingLevel = 2, compact = false, announce = false }: ErrorStateProps) {
  const { t, rich } = useI18n();
  const location = useLocation();
  const { title, detail, action } = errorText(error);
  const apiError = isApiError(error) ? error : undefined;
  const issues = apiError?.kind === 'bad-data' ? (apiError.issues ?? []) : [];
  const Heading = `h${headingLevel}` as const;
  // A page's error is a landmark of its own; a section's (compact) one is part of that section.
  const landmarkName = announce || compact ? undefined : title;

  return (
    <section
      className={[styles.error, compact ? styles.compact : ''].filter(Boolean).join(' ')}
      role={announce ? 'alert' : undefined}
      aria-label={landmarkName}
    >
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.detail}>{detail}</p>
      {issues.length > 0 && (
        <details className={styles.meta}>
          <summary>{t('app.error.whatWasWrong')}</summary>
          <ul className={styles.issues}>
            {issues.map((issue) => (
              <li key={`${issue.path}:${issue.message}`}>
                <code>{issue.path || t('app.error.wholeAnswer')}</code>: {issue.message}
              </li>
            ))}
          </ul>
          <p>{t('app.error.endpoint', { endpoint: apiError?.endpoint ?? '' })}</p>
        </details>
      )}
      <div className={styles.actions}>
        {action === 'retry' && (
          <button type="button" className="button button--primary" onClick={onRetry ?? (() => window.location.reload())}>
            {t('app.action.retry')}
          </button>
        )}
        {action === 'sign-in' && (
          <Link className="button button--primary" to={loginPath(location.pathname + location.search)}>
            {t('app.action.signIn')}
          </Link>
        )}
        {(action === 'home' || !compact) && location.pathname !== '/' && (
          <Link className={action === 'home' ? 'button button--primary' : 'button'} to="/">
            {t('app.action.home')}
          </Link>
        )}
      </div>
      {apiError?.correlationId && (
        <p className={styles.meta}>
          {rich('app.error.reference', { reference: <code>{apiError.correlationId}</code> })}
        </p>
      )}
    </section>
  );
}
