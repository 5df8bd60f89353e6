import { useI18n } from '@/i18n';
import styles from './offline.module.css';

/** Props of {@link UpdateNotice}. */
export interface UpdateNoticeProps {
  /** Set once a new version is waiting: activates it and reloads the page. */
  reload: (() => void) | undefined;
}

/**
 * "Keepsake was updated" with a Reload button, said once in a polite live region that is always
 * mounted (so the change is announced) and never takes focus: the reader reloads when it suits them.
 */
export function UpdateNotice({ reload }: UpdateNoticeProps) {
  const { t } = useI18n();
  return (
    <div role="status" className={reload ? styles.toast : undefined}>
      {reload && (
        <>
          <span>{t('app.update.ready')}</span>
          <button type="button" className="button button--quiet" onClick={reload}>
            {t('app.update.reload')}
          </button>
        </>
      )}
    </div>
  );
}
