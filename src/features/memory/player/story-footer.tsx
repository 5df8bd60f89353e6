import { Link } from 'react-router';
import { formatNumber, useI18n } from '@/i18n';
import { memoryPath, useMemoryList, type MemoryListName } from '../model/memory-list';
import type { Slideshow } from '@/components/story/use-slideshow';
import { ChevronIcon, SkipIcon } from '@/components/story/icons';
import { ProgressBar } from '@/components/story/progress-bar';
import styles from './story-footer.module.css';
import story from '@/components/story/story.module.css';

/** How the user left the previous memory's player: the new one puts focus back on that control. */
export type MemoryNavigation = 'previous-memory' | 'next-memory' | 'end-card';

/** Reads the navigation state a memory link left in the history entry (anything else: none). */
export function memoryNavigationOf(state: unknown): MemoryNavigation | undefined {
  if (typeof state !== 'object' || state === null || !('memoryNavigation' in state)) return undefined;
  const value = state.memoryNavigation;
  return value === 'previous-memory' || value === 'next-memory' || value === 'end-card' ? value : undefined;
}

/** The link to another memory, carrying which control was used. */
export function memoryLinkProps(id: string, via: MemoryNavigation, list: MemoryListName | undefined) {
  return { to: memoryPath(id, list), state: { memoryNavigation: via } };
}

/** Props of {@link StoryFooter}. */
export interface StoryFooterProps {
  slideshow: Slideshow;
  previousMemoryId: string | undefined;
  nextMemoryId: string | undefined;
}

/**
 * The controls under the photo: previous/next photo around the progress and the counter, and
 * previous/next memory at the ends when today has other memories (a missing side keeps its place
 * empty rather than offering a control that leads nowhere). The grid's columns follow the reading
 * direction, so in right-to-left "previous" sits on the right and its chevrons point right.
 */
export function StoryFooter({ slideshow, previousMemoryId, nextMemoryId }: StoryFooterProps) {
  const { t, dir } = useI18n();
  const list = useMemoryList();
  const back = dir === 'rtl' ? 'right' : 'left';
  const forward = dir === 'rtl' ? 'left' : 'right';
  const hasMemories = !!(previousMemoryId || nextMemoryId);
  return (
    <footer className={[story.bottom, styles.layout, hasMemories ? styles.withMemories : ''].join(' ')}>
      {previousMemoryId && (
        <Link {...memoryLinkProps(previousMemoryId, 'previous-memory', list)} className={`${styles.memoryLink} ${styles.areaPreviousMemory}`} data-memory-nav="previous-memory">
          <SkipIcon direction={back} />
          <span className={styles.memoryLinkText}>{t('memory.player.previousMemory')}</span>
        </Link>
      )}
      <button
        type="button"
        className={`${story.iconButton} ${styles.areaPrevious}`}
        onClick={slideshow.previous}
        disabled={slideshow.index === 0}
        aria-label={t('memory.player.previousPhoto')}
      >
        <ChevronIcon direction={back} />
      </button>
      {slideshow.count > 1 ? <ProgressBar slideshow={slideshow} className={styles.areaProgress} /> : <span className={styles.areaProgress} />}
      <p className={styles.counter} aria-hidden="true">
        {t('memory.player.counter', { position: formatNumber(slideshow.index + 1), count: formatNumber(slideshow.count) })}
      </p>
      <button type="button" className={`${story.iconButton} ${styles.areaNext}`} onClick={slideshow.next} disabled={slideshow.isEnded} aria-label={t('memory.player.nextPhoto')}>
        <ChevronIcon direction={forward} />
      </button>
      {nextMemoryId && (
        <Link {...memoryLinkProps(nextMemoryId, 'next-memory', list)} className={`${styles.memoryLink} ${styles.areaNextMemory}`} data-memory-nav="next-memory">
          <span className={styles.memoryLinkText}>{t('memory.player.nextMemory')}</span>
          <SkipIcon direction={forward} />
        </Link>
      )}
    </footer>
  );
}
