import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { assetQueries, type Asset, type Memory } from '@/api';
import { useI18n } from '@/i18n';
import { formatWallClockDate } from '@/lib/wall-clock';
import { SaveButton } from '../actions/save-button';
import { altTextOf, placeOf } from '../model/describe-asset';
import { exitPathOf, memoryPath, useMemoryList } from '../model/memory-list';
import { useBirthdayPerson, useMemoryTitle } from '../model/use-memory-title';
import { ageAt, parseCalendarDate } from '@/lib/age';
import { useSlideshow, type SlideKind } from '@/components/story/use-slideshow';
import { EndCard } from './end-card';
import { MoreActions } from './more-actions';
import { CloseIcon, PauseIcon, PlayIcon, SoundIcon } from '@/components/story/icons';
import { Stage } from './stage';
import { memoryNavigationOf, StoryFooter } from './story-footer';
import { useMutedPreference } from './use-muted-preference';
import { usePlayerKeys } from '@/components/story/use-player-keys';
import { useReducedMotion } from '@/components/story/use-reduced-motion';
import { rotationControl, useStoryHolds } from '@/components/story/use-story-holds';
import styles from './player.module.css';
import story from '@/components/story/story.module.css';

/** Props of {@link MemoryPlayer}. */
export interface MemoryPlayerProps {
  memory: Memory;
  /** the memory's assets, oldest first (non-empty) */
  assets: readonly Asset[];
  /** slide to open on */
  initialIndex: number;
  /** called with the current asset's id whenever it changes (the page mirrors it in the URL) */
  onAssetChange: (assetId: string) => void;
  /** neighbours from `GET /memories` (newest first); `undefined` when unknown or at an end */
  previousMemoryId: string | undefined;
  nextMemoryId: string | undefined;
  /** the grid below is on screen: the story pauses until it scrolls away again */
  isGridInView: boolean;
  /** called once the first slide is shown (decoded, or failed): the page then loads the rest */
  onStarted: () => void;
  /** called once a photo or video of the memory is on screen (decoded or playable, not failed) */
  onShown?: () => void;
}

/**
 * The memory played like a story: an APG carousel (region + slides as groups) on a dark stage,
 * with its title, date and place, play/pause first in tab order, progress, keys and gestures.
 * A resting mouse on its controls or keyboard focus inside holds it (never a pause: Play/Pause
 * shows only the user's choice).
 */
export function MemoryPlayer({
  memory,
  assets,
  initialIndex,
  onAssetChange,
  previousMemoryId,
  nextMemoryId,
  isGridInView,
  onStarted,
  onShown,
}: MemoryPlayerProps) {
  const { t, formatLocale, dir } = useI18n();
  const reducedMotion = useReducedMotion();
  const kinds = useMemo<SlideKind[]>(() => assets.map((a) => (a.type === 'VIDEO' ? 'video' : 'image')), [assets]);
  const slideshow = useSlideshow({ kinds, initialIndex, startPaused: reducedMotion });
  const [muted, setMuted] = useMutedPreference();
  const navigate = useNavigate();
  const location = useLocation();
  const list = useMemoryList();
  const titleId = useId();
  const holds = useStoryHolds(slideshow.hold, slideshow.visit);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Arrived from another memory's control: focus goes back to the same control here (or to
  // Play/Pause when this memory has none, or after the end card), never to <body>.
  const [arrivedBy] = useState(() => memoryNavigationOf(location.state));
  useEffect(() => {
    if (!arrivedBy) return;
    const same = holds.ref.current?.querySelector<HTMLElement>(`[data-memory-nav="${arrivedBy}"]`);
    (same ?? toggleRef.current)?.focus();
    // once, on arrival: later changes of the neighbours must not move focus
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const asset = assets[slideshow.index] ?? assets[0];
  // v1.106 memory assets come without EXIF or people: the full asset has the place and names.
  const detail = useQuery({ ...assetQueries.detail(asset?.id ?? ''), enabled: !!asset && !asset.exifInfo });

  const currentId = asset?.id;
  useEffect(() => {
    if (currentId) onAssetChange(currentId);
  }, [currentId, onAssetChange]);

  const hasShownSlide = slideshow.status !== 'loading';
  useEffect(() => {
    if (hasShownSlide) onStarted();
  }, [hasShownSlide, onStarted]);
  const isShowingMedia = slideshow.status === 'ready';
  useEffect(() => {
    if (isShowingMedia) onShown?.();
  }, [isShowingMedia, onShown]);

  const { pause, resumeFrom } = slideshow;
  useEffect(() => {
    if (isGridInView) pause('grid');
    else resumeFrom('grid');
  }, [isGridInView, pause, resumeFrom]);

  const goToMemory = (id: string | undefined) => (id ? () => void navigate(memoryPath(id, list)) : undefined);
  usePlayerKeys({
    onToggle: slideshow.toggle,
    onPrevious: slideshow.previous,
    onNext: slideshow.next,
    onPreviousMemory: goToMemory(previousMemoryId),
    onNextMemory: goToMemory(nextMemoryId),
    onExit: () => void navigate(exitPathOf(list)),
    dir,
  });
  const title = useMemoryTitle(memory);
  const person = useBirthdayPerson(memory);

  if (!asset) return null;
  const firstDate = assets[0] ? formatWallClockDate(assets[0].localDateTime, formatLocale) : undefined;
  const place = placeOf(asset) ?? placeOf(detail.data);
  // a birthday memory labels each photo with the person's age when it was taken
  const taken = person ? parseCalendarDate(asset.localDateTime) : undefined;
  const age = taken ? ageAt(person?.birthDate, taken) : undefined;
  const altOf = (a: Asset) => altTextOf(a, a.id === detail.data?.id ? detail.data : undefined);
  const isPlaying = !slideshow.isPaused && !slideshow.isEnded;
  const isVideo = asset.type === 'VIDEO';
  const watchAgain = () => {
    slideshow.play();
    // the end card (and the focus in it) goes away: keep focus in the player, on the rotation control
    toggleRef.current?.focus();
  };

  return (
    <section className={story.player} aria-roledescription={t('memory.player.roleCarousel')} data-story-player aria-labelledby={titleId} {...holds}>
      <header className={story.top}>
        <div className={story.heading}>
          <h1 id={titleId} className={story.title}>
            {title}
          </h1>
          <p className={styles.subtitle}>
            {firstDate && <span>{firstDate}</span>}
            {age !== undefined && <span className={styles.place}>{t('app.memory.ageThen', { age })}</span>}
            {place && <span className={styles.place}>{place}</span>}
          </p>
        </div>
        <div className={styles.controls}>
          <button
            ref={toggleRef}
            type="button"
            className={story.iconButton}
            onClick={slideshow.toggle}
            aria-label={isPlaying ? t('memory.player.pause') : t('memory.player.play')}
            {...rotationControl}
          >
            {isPlaying ? <PauseIcon /> : <PlayIcon />}
          </button>
          {isVideo && (
            <button type="button" className={story.iconButton} onClick={() => setMuted(!muted)} aria-label={muted ? t('memory.player.unmute') : t('memory.player.mute')}>
              <SoundIcon muted={muted} />
            </button>
          )}
          <SaveButton memory={memory} />
          <MoreActions memory={memory} asset={asset} />
          <Link to={exitPathOf(list)} className={story.iconButton} aria-label={t('memory.player.close')}>
            <CloseIcon />
          </Link>
        </div>
      </header>

      <div className={styles.slides} aria-live={slideshow.isRunning ? 'off' : 'polite'}>
        <Stage assets={assets} slideshow={slideshow} altOf={altOf} muted={muted} reducedMotion={reducedMotion} />
        {slideshow.isEnded && <EndCard nextMemoryId={nextMemoryId} onWatchAgain={watchAgain} />}
      </div>

      <StoryFooter slideshow={slideshow} previousMemoryId={previousMemoryId} nextMemoryId={nextMemoryId} />
    </section>
  );
}
