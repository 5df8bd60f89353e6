import type { FocusEventHandler, KeyboardEventHandler } from 'react';
import { Link } from 'react-router';
import { assetThumbnailUrl, type Memory } from '@/api';
import { Thumbnail } from '@/components/thumbnail';
import { t, useI18n } from '@/i18n';
import { formatWallClockDate } from '@/lib/wall-clock';
import { memoryTitle, useMemoryTitle } from '../model/use-memory-title';
import { HeartIcon } from '@/components/story/icons';
import card from '@/components/card/card.module.css';
import styles from './memory-card.module.css';

/** Props of {@link MemoryCard}. */
export interface MemoryCardProps {
  memory: Memory;
  /** where the card leads: the memory, with the list it belongs to */
  to: string;
  /** load the cover now (the first cards on screen) */
  eager?: boolean;
  /** start the cover from the shared queue, a few per task (cards drawn while scrolling) */
  queued?: boolean;
  /** show the memory's date under its title (the memories page; the home strip is all today's) */
  withDate?: boolean;
  /** in a grid with one tab stop: 0 for the card that has it, else -1 */
  tabIndex?: number;
  /** the card's place in its grid (`data-index`, where focus requests find it) */
  dataIndex?: number;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
  onFocus?: FocusEventHandler<HTMLAnchorElement>;
}

/**
 * One memory as a card: its cover (the first photo, its thumbhash until it loads), title, date,
 * number of photos and videos, and a heart when saved. The whole card is one link, named by its
 * text; the cover is decorative.
 */
export function MemoryCard({ memory, to, eager = false, queued = false, withDate = false, tabIndex, dataIndex, onKeyDown, onFocus }: MemoryCardProps) {
  const { formatLocale } = useI18n();
  // (only a birthday memory's title needs a query: its person's name)
  const title = memory.type === 'birthday' ? <BirthdayTitle memory={memory} /> : memoryTitle(memory, formatLocale, undefined);
  const cover = memory.assets[0];
  // (a memory of a kind this app does not know is titled with its date already)
  const date = withDate && memory.type !== 'unknown' ? formatWallClockDate(memory.memoryAt, formatLocale) : undefined;
  const counts = countLabel(memory);
  return (
    <Link to={to} className={card.link} tabIndex={tabIndex} data-index={dataIndex} onKeyDown={onKeyDown} onFocus={onFocus}>
      <Thumbnail src={cover ? assetThumbnailUrl(cover.id, 'thumbnail') : undefined} thumbhash={cover?.thumbhash} alt="" aspectRatio={3 / 4} eager={eager} queued={queued} />
      {memory.isSaved && (
        <span className={styles.saved}>
          <HeartIcon filled={true} />
          <span className="visually-hidden">{t('app.memory.saved')}</span>
        </span>
      )}
      <span className={card.title}>{title}</span>
      {date && <span className={card.meta}>{date}</span>}
      {counts && <span className={card.meta}>{counts}</span>}
    </Link>
  );
}

/** "5 photos, 1 video" in the current language (called while rendering); empty for no assets. */
function countLabel(memory: Memory): string {
  const videos = memory.assets.filter((a) => a.type === 'VIDEO').length;
  const photos = memory.assets.length - videos;
  if (photos > 0 && videos > 0) return t('app.home.memories.photosAndVideos', { photos, videos });
  if (videos > 0) return t('app.home.memories.videos', { videos });
  if (photos > 0) return t('app.home.memories.photos', { photos });
  return '';
}

/** A birthday memory's title, once its person's name is known. */
function BirthdayTitle({ memory }: { memory: Memory }) {
  return useMemoryTitle(memory);
}
