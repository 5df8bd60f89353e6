import { useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { YearPhoto } from '@/api/then-and-now';
import { CloseIcon, PauseIcon, PlayIcon } from '@/components/story/icons';
import { ProgressBar } from '@/components/story/progress-bar';
import { usePlayerKeys } from '@/components/story/use-player-keys';
import { useReducedMotion } from '@/components/story/use-reduced-motion';
import { useSlideshow, type SlideKind } from '@/components/story/use-slideshow';
import { rotationControl, useStoryHolds } from '@/components/story/use-story-holds';
import { useI18n } from '@/i18n';
import { ChoosePhotoDialog } from './choose-photo-dialog';
import { EndCard } from './end-card';
import { captionOf } from './model/age-caption';
import { DISSOLVE_MS, StoryStage } from './story-stage';
import { SaveVideo } from './video/save-video';
import type { StorySlide } from './use-then-and-now';
import styles from './then-and-now.module.css';
import story from '@/components/story/story.module.css';

/** Props of {@link ThenAndNowStory}. */
export interface ThenAndNowStoryProps {
  name: string;
  birthDate: string | undefined;
  slides: readonly StorySlide[];
  byYear: ReadonlyMap<number, readonly YearPhoto[]>;
  /** every year is in; while not, later years' slides are still being added at the end */
  isComplete: boolean;
  /** the person's page: Close, Esc and the end card go back there */
  backTo: string;
  onPick: (year: number, assetId: string | undefined) => void;
}

/** The caption: "Age 4 · 2017", or the year alone. */
export function useCaption(birthDate: string | undefined) {
  const { t } = useI18n();
  return (slide: StorySlide) => {
    const { year, age } = captionOf(birthDate, slide.localTime);
    return age === undefined ? String(year) : t('people.thenAndNow.ageAndYear', { age, year: String(year) });
  };
}

/**
 * The story: one photo a year, oldest first, aligned on the face, played like a memory (the same
 * clock, keys, swipes, holds and progress), with the year's caption and a way to choose the year's
 * photo.
 */
export function ThenAndNowStory({ name, birthDate, slides, byYear, isComplete, backTo, onPick }: ThenAndNowStoryProps) {
  const { t, dir } = useI18n();
  const reducedMotion = useReducedMotion();
  const kinds = useMemo<SlideKind[]>(() => slides.map(() => 'image'), [slides]);
  const slideshow = useSlideshow({ kinds, startPaused: reducedMotion });
  const holds = useStoryHolds(slideshow.hold, slideshow.visit);
  const navigate = useNavigate();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [choosing, setChoosing] = useState(false);
  const [status, setStatus] = useState('');
  const captionFor = useCaption(birthDate);
  usePlayerKeys({ onToggle: slideshow.toggle, onPrevious: slideshow.previous, onNext: slideshow.next, onExit: () => void navigate(backTo), dir });

  const slide = slides[slideshow.index] ?? slides[0];
  if (!slide) return null;
  const caption = captionFor(slide);
  const isPlaying = !slideshow.isPaused && !slideshow.isEnded;
  const closeDialog = () => {
    setChoosing(false);
    slideshow.hold('focus', false);
    chooseRef.current?.focus();
  };

  return (
    <section className={story.player} aria-roledescription={t('memory.player.roleCarousel')} aria-labelledby={titleId} aria-busy={!isComplete} data-story-player {...holds}>
      <header className={story.top}>
        <div className={story.heading}>
          <h1 id={titleId} className={story.title}>
            {t('people.thenAndNow.title', { name })}
          </h1>
          <p className={styles.caption} aria-live={slideshow.isRunning ? 'off' : 'polite'} data-caption>
            {caption}
          </p>
        </div>
        <div className={styles.controls}>
          <button ref={toggleRef} type="button" className={story.iconButton} onClick={slideshow.toggle} aria-label={isPlaying ? t('memory.player.pause') : t('memory.player.play')} {...rotationControl}>
            {isPlaying ? <PauseIcon /> : <PlayIcon />}
          </button>
          <Link to={backTo} className={story.iconButton} aria-label={t('people.thenAndNow.close')}>
            <CloseIcon />
          </Link>
        </div>
      </header>

      <div className={styles.slidesRegion} aria-live={slideshow.isRunning ? 'off' : 'polite'}>
        <StoryStage slides={slides} slideshow={slideshow} altOf={(s) => t('people.thenAndNow.alt', { name, year: String(s.year) })} reducedMotion={reducedMotion} />
        {slideshow.isEnded && (
          <EndCard
            name={name}
            backTo={backTo}
            onWatchAgain={() => {
              slideshow.goTo(0);
              slideshow.play();
              toggleRef.current?.focus();
            }}
          />
        )}
      </div>

      <div className={story.bottom}>
        <div className={styles.actions}>
          <button ref={chooseRef} type="button" className={styles.textButton} onClick={() => setChoosing(true)}>
            {t('people.thenAndNow.chooseAnother', { year: String(slide.year) })}
          </button>
          {isComplete && (
            <SaveVideo
            slides={slides}
            title={t('people.thenAndNow.title', { name })}
            captionOf={captionFor}
            timing={{ slideMs: slideshow.durationMs, dissolveMs: DISSOLVE_MS }}
            fileName={t('people.thenAndNow.title', { name })}
            stage={() => holds.ref.current?.querySelector<HTMLElement>('[data-stage]') ?? null}
              onStart={() => slideshow.pause()}
            />
          )}
        </div>
        {slides.length > 1 && <ProgressBar slideshow={slideshow} label={t('people.thenAndNow.progress', { name })} />}
      </div>
      <p role="status" className="visually-hidden">
        {status}
      </p>

      {choosing && (
        <ChoosePhotoDialog
          name={name}
          year={slide.year}
          photos={byYear.get(slide.year) ?? []}
          currentId={slide.assetId}
          isPicked={slide.isPicked}
          onPick={(assetId) => {
            onPick(slide.year, assetId);
            setStatus(assetId ? t('people.thenAndNow.picked', { year: String(slide.year) }) : t('people.thenAndNow.unpicked', { year: String(slide.year) }));
            document.querySelector<HTMLDialogElement>('dialog[open]')?.close();
          }}
          onClose={closeDialog}
        />
      )}
    </section>
  );
}
