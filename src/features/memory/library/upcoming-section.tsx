import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { memoryQueries } from '@/api';
import { useI18n } from '@/i18n';
import { upcomingMemories } from '../model/memory-sections';
import { ChevronIcon } from '@/components/story/icons';
import { MemoryCardGrid } from './memory-card-grid';
import { MemorySection, stateOf } from './memory-section';
import styles from './memories-page.module.css';

/**
 * "Coming up": the memories of the next days, collapsed until asked for (they are a preview, and
 * nothing is fetched for them until then). The disclosure button says whether it is open.
 */
export function UpcomingSection({ today }: { today: Date }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const upcoming = useQuery({ ...memoryQueries.upcoming(today), enabled: open, retry: 1 });
  const shown = upcoming.data ? upcomingMemories(upcoming.data, today) : [];
  const toggle = (
    <button type="button" className={`button button--quiet ${styles.disclosure}`} aria-expanded={open} aria-controls={contentId} onClick={() => setOpen(!open)}>
      <ChevronIcon direction="right" />
      {open ? t('memory.memories.upcomingHide') : t('memory.memories.upcomingShow')}
    </button>
  );
  return (
    <div id={contentId}>
      <MemorySection
        id="upcoming"
        title={t('memory.memories.upcoming')}
        aside={toggle}
        state={open ? stateOf(upcoming, shown) : undefined}
        empty={t('memory.memories.upcomingEmpty')}
      >
        <MemoryCardGrid label={t('memory.memories.upcoming')} groups={[{ key: 'upcoming', items: shown }]} list="upcoming" />
      </MemorySection>
    </div>
  );
}
