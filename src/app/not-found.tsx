import { Link, useLocation } from 'react-router';
import { useI18n } from '@/i18n';
import styles from './not-found.module.css';

/** The page for an address Keepsake has no page for. */
export function NotFoundPage() {
  const { t, rich } = useI18n();
  const { pathname } = useLocation();
  return (
    <main id="main" className="page" tabIndex={-1}>
      <title>{t('app.title.page', { page: t('app.notFound.title') })}</title>
      <div className={styles.box}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className="page__title">{t('app.notFound.title')}</h1>
        <p>
          {rich('app.notFound.detail', {
            path: (
              <code className={styles.path} dir="ltr">
                {pathname}
              </code>
            ),
          })}
        </p>
        <p>
          <Link className="button button--primary" to="/">
            {t('app.action.home')}
          </Link>
        </p>
      </div>
    </main>
  );
}
