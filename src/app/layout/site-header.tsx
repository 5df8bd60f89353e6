import { Link } from 'react-router';
import { UserMenu } from './user-menu';
import { Brand } from './brand';
import styles from './site-header.module.css';

/** The header of signed-in pages: product name (link home), the signed-in user, sign-out. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brandLink}>
          <Brand compact />
        </Link>
        <UserMenu />
      </div>
    </header>
  );
}
