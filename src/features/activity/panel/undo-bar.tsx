import { useI18n } from '@/i18n';
import type { PendingRemoval } from '../model/pending-removals';
import styles from './activity-panel.module.css';

/** Props of {@link UndoBar}. */
export interface UndoBarProps {
  /** Removals still in their undo window. */
  items: readonly PendingRemoval[];
  onUndo: (id: string) => void;
}

/** "Comment removed. Undo" for the few seconds before the DELETE goes out. Always mounted: a live region. */
export function UndoBar({ items, onUndo }: UndoBarProps) {
  const { t } = useI18n();
  const last = items.at(-1);
  return (
    <div role="status" className={last ? styles.undo : undefined}>
      {last && (
        <>
          <span>{last.type === 'like' ? t('activity.removed.like') : t('activity.removed.comment')}</span>
          <button type="button" className="button button--quiet" onClick={() => onUndo(last.activityId)}>
            {t('activity.removed.undo')}
          </button>
        </>
      )}
    </div>
  );
}
