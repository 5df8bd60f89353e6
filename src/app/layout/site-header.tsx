import { Link, NavLink } from 'react-router';
import { useI18n } from '@/i18n';
import { UserMenu } from './user-menu';
import { Brand } from './brand';
import styles from './site-header.module.css';

/** The header of signed-in pages: product name (link home), the memories and people pages, the signed-in user, sign-out. */
export function SiteHeader() {
  const { t } = useI18n();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brandLink}>
          <Brand compact />
        </Link>
        <nav className={styles.nav} aria-label={t('app.nav.label')}>
          <NavLink to="/memories" end className={styles.navLink}>
            <MemoriesIcon />
            <span className="visually-hidden-on-phones">{t('app.nav.memories')}</span>
          </NavLink>
          <NavLink to="/people" end className={styles.navLink}>
            <PeopleIcon />
            <span className="visually-hidden-on-phones">{t('app.nav.people')}</span>
          </NavLink>
        </nav>
        <UserMenu />
      </div>
    </header>
  );
}

/** A stack of photos: the memories page (its name is shown beside it, or read out on phones). */
function MemoriesIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <rect x="3" y="7" width="14" height="13" rx="2" />
      <path d="M7 4h12a2 2 0 0 1 2 2v11" />
      <path d="M3 16l4-4 4 4 2-2 4 4" />
    </svg>
  );
}

/** Two heads and shoulders: the people page. */
function PeopleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M15.5 4.8a3.5 3.5 0 0 1 0 6.4M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </svg>
  );
}
