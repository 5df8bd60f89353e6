import { useQuery } from '@tanstack/react-query';
import { userQueries } from '@/api';
import { useI18n } from '@/i18n';
import { AlbumList } from './album-list';
import { MemoryStrip } from './memory-strip';
import { PeopleRow } from './people-row';
import styles from './home.module.css';

/** Home: the memories of this day, the people, the albums. Each section loads and fails alone. */
export function HomePage() {
  const { t } = useI18n();
  const me = useQuery(userQueries.me());
  const firstName = me.data?.name.trim().split(/\s+/)[0];
  return (
    <main id="main" className="page" tabIndex={-1}>
      <title>Keepsake</title>
      <h1 className={styles.greeting}>{firstName ? t('app.home.welcomeName', { name: firstName }) : t('app.home.welcome')}</h1>
      <div className={styles.sections}>
        <MemoryStrip />
        <PeopleRow />
        <AlbumList />
      </div>
    </main>
  );
}
