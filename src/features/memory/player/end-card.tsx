import { Link } from 'react-router';
import { StoryEndCard } from '@/components/story/end-card';
import { useI18n } from '@/i18n';
import { exitPathOf, useMemoryList } from '../model/memory-list';
import { memoryLinkProps } from './story-footer';

/** Props of {@link EndCard}. */
export interface EndCardProps {
  /** id of the next memory, when the memories list could be read */
  nextMemoryId: string | undefined;
  onWatchAgain: () => void;
}

/** Shown over the last photo when the memory ends: go on to the next memory, or watch again. */
export function EndCard({ nextMemoryId, onWatchAgain }: EndCardProps) {
  const { t } = useI18n();
  const list = useMemoryList();
  return (
    <StoryEndCard title={t('memory.end.title')}>
      {nextMemoryId ? (
        <Link className="button button--primary" {...memoryLinkProps(nextMemoryId, 'end-card', list)}>
          {t('memory.player.nextMemory')}
        </Link>
      ) : (
        <Link className="button button--primary" to={exitPathOf(list)}>
          {list ? t('memory.end.memories') : t('memory.end.home')}
        </Link>
      )}
      <button type="button" className="button" onClick={onWatchAgain}>
        {t('memory.end.watchAgain')}
      </button>
    </StoryEndCard>
  );
}
