import { Link, useLocation } from 'react-router';
import styles from './not-found.module.css';

/** The page for an address Keepsake has no page for. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main id="main" className="page" tabIndex={-1}>
      <title>Page not found · Keepsake</title>
      <div className={styles.box}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className="page__title">Page not found</h1>
        <p>
          There is no page at <code className={styles.path}>{pathname}</code>. The link may be mistyped, or the
          page may have moved.
        </p>
        <p>
          <Link className="button button--primary" to="/">
            Go to home
          </Link>
        </p>
      </div>
    </main>
  );
}
