import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useI18n } from '@/i18n';
import { exitPathOf, useMemoryList } from '../model/memory-list';
import { memoryLinkProps } from './story-footer';
import styles from './end-card.module.css';

/** Props of {@link EndCard}. */
export interface EndCardProps {
  /** id of the next memory, when the memories list could be read */
  nextMemoryId: string | undefined;
  onWatchAgain: () => void;
}

/**
 * Shown over the last photo when the story ends: go on to the next memory, or watch again. When
 * focus was in the player (its "Next photo" just turned disabled) or nowhere, it moves to the
 * card's first choice; focus elsewhere on the page is left alone.
 */
export function EndCard({ nextMemoryId, onWatchAgain }: EndCardProps) {
  const { t } = useI18n();
  const list = useMemoryList();
  const titleId = useId();
  const first = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const active = document.activeElement;
    const player = first.current?.closest('[data-memory-player]');
    if (!active || active === document.body || player?.contains(active)) first.current?.focus();
  }, []);

  return (
    <div className={styles.endCard} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.endTitle}>
        {t('memory.end.title')}
      </p>
      <div className={styles.endActions}>
        {nextMemoryId ? (
          <Link ref={first} className="button button--primary" {...memoryLinkProps(nextMemoryId, 'end-card', list)}>
            {t('memory.player.nextMemory')}
          </Link>
        ) : (
          <Link ref={first} className="button button--primary" to={exitPathOf(list)}>
            {list ? t('memory.end.memories') : t('memory.end.home')}
          </Link>
        )}
        <button type="button" className="button" onClick={onWatchAgain}>
          {t('memory.end.watchAgain')}
        </button>
      </div>
    </div>
  );
}
