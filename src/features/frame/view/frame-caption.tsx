import { useQuery } from '@tanstack/react-query';
import { assetQueries, type Asset, type Memory } from '@/api';
import { useI18n } from '@/i18n';
import { formatWallClockDate } from '@/lib/wall-clock';
import type { FrameSlide } from '../model/playlist';
import styles from './frame.module.css';

/** Where the caption and the clock stand, in turn (px from their place), so no pixel stays lit for days. */
const SHIFTS: readonly (readonly [number, number])[] = [[0, 0], [14, -10], [-6, -18], [20, 4], [6, 12]];
/** How often they move (ms of photos shown). */
const SHIFT_EVERY_MS = 10 * 60_000;

/** The burn-in shift after `changes` photos of `seconds` each, as a CSS `translate`. */
export function burnInShift(changes: number, seconds: number): string {
  const [x, y] = SHIFTS[Math.floor((changes * seconds * 1000) / SHIFT_EVERY_MS) % SHIFTS.length]!;
  return `${x}px ${y}px`;
}

/** Props of {@link FrameCaption}. */
export interface FrameCaptionProps {
  slide: FrameSlide;
  /** a memory's title ("3 years ago") */
  useTitle: (memory: Memory) => string;
  /** "City, Country" of a photo, when known */
  placeOf: (asset: Asset | undefined) => string | undefined;
  /** CSS `translate` of the burn-in shift */
  shift: string;
}

/**
 * The photo's caption: its memory's title, where it was taken (memories carry no place: the
 * photo's details are asked for, and the caption goes without while they are not there) and when.
 */
export function FrameCaption({ slide, useTitle, placeOf, shift }: FrameCaptionProps) {
  const { formatLocale } = useI18n();
  const title = useTitle(slide.memory);
  const detail = useQuery({ ...assetQueries.detail(slide.asset.id), retry: false });
  const place = placeOf(detail.data) ?? placeOf(slide.asset);
  const date = formatWallClockDate(slide.asset.localDateTime, formatLocale);
  return (
    <div className={styles.caption} style={{ translate: shift }}>
      <h1 className={styles.captionTitle}>{title}</h1>
      {place && <p className={styles.captionLine}>{place}</p>}
      {date && <p className={styles.captionLine}>{date}</p>}
    </div>
  );
}
