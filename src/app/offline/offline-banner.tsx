import { useI18n } from '@/i18n';
import type { Connection } from './use-connection';
import styles from './offline.module.css';

/** Props of {@link OfflineBanner}. */
export interface OfflineBannerProps {
  connection: Connection;
}

/**
 * "You are offline", and what still works: what is on screen stays, comments and likes are kept on
 * this device and sent later, and Keepsake reconnects by itself. A live region that is always
 * mounted, so the change is announced; empty while online.
 */
export function OfflineBanner({ connection }: OfflineBannerProps) {
  const { t } = useI18n();
  return (
    <div role="status" className={connection === 'online' ? undefined : styles.banner}>
      {connection !== 'online' && (
        <>
          <strong>{connection === 'offline' ? t('app.offline.title') : t('app.offline.unreachable')}</strong>{' '}
          <span>{t('app.offline.detail')}</span>
        </>
      )}
    </div>
  );
}
