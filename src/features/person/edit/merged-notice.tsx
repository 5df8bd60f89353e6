import { Link } from 'react-router';
import { useI18n } from '@/i18n';
import styles from '../person-page.module.css';

/** A merged person's old page: they were merged into `keptId` (not an error: what the user did). */
export function MergedNotice({ keptId }: { keptId: string }) {
  const { t } = useI18n();
  return (
    <main id="main" className={`page ${styles.page}`}>
      <section className={styles.empty} aria-labelledby="person-merged">
        <h1 id="person-merged">{t('people.merge.wasMerged')}</h1>
        <p>
          <Link to={`/people/${encodeURIComponent(keptId)}`}>{t('people.merge.goToKept')}</Link>
        </p>
      </section>
    </main>
  );
}
