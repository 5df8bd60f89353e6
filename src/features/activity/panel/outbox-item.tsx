import { useId } from 'react';
import type { User } from '@/api';
import { Avatar } from '@/components/avatar';
import { useI18n } from '@/i18n';
import { notSentReason } from '../model/not-sent-reason';
import type { OutboxItem as Item } from '../model/outbox';
import styles from './activity-list.module.css';

/** Props of {@link OutboxItem}. */
export interface OutboxItemProps {
  item: Item;
  me: User;
  /** Whether the browser is online (a paused send then waits for the connection). */
  isOnline: boolean;
  onRetry: () => void;
  onEdit: () => void;
  onDiscard: () => void;
}

/** A comment of mine not in the list yet: "Sending…", waiting for the connection, or "Not sent". */
export function OutboxItem({ item, me, isOnline, onRetry, onEdit, onDiscard }: OutboxItemProps) {
  const { t } = useI18n();
  const textId = useId();
  const failed = item.status === 'failed';
  const stateText = failed
    ? t('activity.outbox.notSent')
    : item.status === 'waiting' && !isOnline
      ? t('activity.outbox.waiting')
      : t('activity.outbox.sending');
  return (
    <li className={`${styles.item} ${styles.pending} ${failed ? styles.failed : ''}`} aria-busy={!failed}>
      <Avatar user={me} sizePx={32} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <strong className={styles.name} dir="auto">
            {me.name || me.email}
          </strong>
          <span className={failed ? styles.stateFailed : styles.state}>{stateText}</span>
        </p>
        <p id={textId} className={styles.text} dir="auto">
          {item.variables.comment}
        </p>
        {failed && (
          <>
            <p className={styles.reason}>{notSentReason(item.error, item.isRestored)}</p>
            <div className={styles.actions}>
              <button type="button" className="button button--primary" onClick={onRetry} aria-describedby={textId}>
                {t('activity.outbox.retry')}
              </button>
              <button type="button" className="button" onClick={onEdit} aria-describedby={textId}>
                {t('activity.outbox.edit')}
              </button>
              <button type="button" className="button button--quiet" onClick={onDiscard} aria-describedby={textId}>
                {t('activity.outbox.discard')}
              </button>
            </div>
          </>
        )}
      </div>
    </li>
  );
}
