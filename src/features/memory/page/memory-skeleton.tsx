import { Skeleton } from '@/components/skeleton';
import { useI18n } from '@/i18n';
import styles from './memory-page.module.css';

/** The player's shape while the memory loads: the dark stage with its title area reserved. */
export function MemorySkeleton() {
  const { t } = useI18n();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <title>{t('app.title.page', { page: t('memory.page.loading') })}</title>
      <div className={styles.skeletonTitle}>
        <Skeleton width="12rem" height="2rem" />
        <Skeleton width="9rem" shape="text" />
      </div>
      <p className="visually-hidden" role="status">
        {t('memory.page.loadingStatus')}
      </p>
    </div>
  );
}
