import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useI18n } from '@/i18n';
import styles from './then-and-now.module.css';

/** Props of {@link EndCard}. */
export interface EndCardProps {
  name: string;
  /** the person's page */
  backTo: string;
  onWatchAgain: () => void;
}

/**
 * Over the last year when the story ends: watch again, or back to the person. Focus moves to its
 * first choice when it was in the player or nowhere (never left on `<body>`).
 */
export function EndCard({ name, backTo, onWatchAgain }: EndCardProps) {
  const { t } = useI18n();
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    const player = first.current?.closest('[data-story-player]');
    if (!active || active === document.body || player?.contains(active)) first.current?.focus();
  }, []);
  return (
    <div className={styles.endCard} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.endTitle}>
        {t('people.thenAndNow.endTitle', { name })}
      </p>
      <div className={styles.endActions}>
        <button ref={first} type="button" className="button button--primary" onClick={onWatchAgain}>
          {t('people.thenAndNow.watchAgain')}
        </button>
        <Link className="button" to={backTo}>
          {t('people.thenAndNow.back', { name })}
        </Link>
      </div>
    </div>
  );
}
