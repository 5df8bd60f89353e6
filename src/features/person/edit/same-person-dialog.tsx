import { useI18n } from '@/i18n';
import { ModalDialog } from '@/components/modal-dialog';
import styles from './edit.module.css';

/** Props of {@link SamePersonDialog}. */
export interface SamePersonDialogProps {
  /** the name typed, which another person already has */
  name: string;
  onMerge: () => void;
  onRename: () => void;
  onClose: () => void;
}

/** "Same person?": the name typed is another person's; merge them, or just rename. */
export function SamePersonDialog({ name, onMerge, onRename, onClose }: SamePersonDialogProps) {
  const { t } = useI18n();
  return (
    <ModalDialog title={t('people.same.title')} onClose={onClose}>
      <p>{t('people.same.body', { name })}</p>
      <div className={styles.actions}>
        <button type="button" className="button button--quiet" onClick={onClose}>
          {t('people.edit.cancel')}
        </button>
        <button type="button" className="button" onClick={onRename}>
          {t('people.same.rename')}
        </button>
        <button type="button" className="button button--primary" onClick={onMerge}>
          {t('people.same.merge')}
        </button>
      </div>
    </ModalDialog>
  );
}
