import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatNumber, useI18n } from '@/i18n';
import type { Slideshow } from '@/components/story/use-slideshow';
import { useStageGestures } from '@/components/story/use-stage-gestures';
import { storyStage } from '@/components/story/use-story-holds';
import { keepFirstFrameOnlyFor, markOnce, removeFirstFrame } from '@/lib/first-frame';
import { alignFace, firstSlideKey, type Size } from './model/align';
import { AlignedPhoto } from './aligned-photo';
import { FIRST_SLIDE_MARK } from './marks';
import type { StorySlide } from './use-then-and-now';
import styles from './then-and-now.module.css';

/** How long a year's photo takes to fade in over the last one (then-and-now.module.css `.dissolve`). */
export const DISSOLVE_MS = 900;

/** Props of {@link StoryStage}. */
export interface StoryStageProps {
  slides: readonly StorySlide[];
  slideshow: Slideshow;
  altOf: (slide: StorySlide) => string;
  reducedMotion: boolean;
}

/** The stage's size, kept up to date as the window changes. */
function useSize(ref: React.RefObject<HTMLElement | null>): Size | undefined {
  const [size, setSize] = useState<Size>();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setSize((old) => (old && old.width === el.clientWidth && old.height === el.clientHeight ? old : { width: el.clientWidth, height: el.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * The story's stage: the current year's photo over the one shown before it, which it fades in
 * over (a cross-dissolve: only the person changes), and the next one, hidden, loading. With
 * reduced motion the change is a cut.
 */
export function StoryStage({ slides, slideshow, altOf, reducedMotion }: StoryStageProps) {
  const { t, dir } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const size = useSize(ref);
  const { index, visit, count, status, reportReady, reportError } = slideshow;
  const [under, setUnder] = useState<{ index: number; shown: number | undefined }>({ index, shown: undefined });
  if (under.index !== index) setUnder({ index, shown: under.index });
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const current = slides[index];

  // A photo loaded while it waited as the next one is ready the moment it becomes current.
  const isLoaded = !!current && loaded.has(current.assetId);
  useEffect(() => {
    if (isLoaded && status === 'loading') reportReady(visit);
  }, [isLoaded, status, visit, reportReady]);

  // The first slide drawn before the app (ADR 113) stays over the stage only while the story's own
  // first slide is the same photo in the same box and not yet shown; it goes on the frame after
  // that slide is shown (the hand-over is invisible), at once when the story shows anything else.
  const first = slides[0];
  const firstKey = first && size ? firstSlideKey(first.assetId, alignFace(first.image, first.face, size)) : undefined;
  const isOnFirst = visit === 0 && status !== 'error';
  useLayoutEffect(() => {
    if (!isOnFirst) removeFirstFrame();
    else if (firstKey !== undefined) keepFirstFrameOnlyFor(firstKey);
  }, [isOnFirst, firstKey]);

  // the frame after the first slide is shown: the bench's mark, once per page load
  const isFirstShown = status === 'ready' && visit === 0;
  useEffect(() => {
    if (!isFirstShown) return;
    const frame = requestAnimationFrame(() => {
      markOnce(FIRST_SLIDE_MARK);
      removeFirstFrame();
    });
    return () => cancelAnimationFrame(frame);
  }, [isFirstShown]);

  const gestures = useStageGestures({ onPrevious: slideshow.previous, onNext: slideshow.next, onHold: (isHeld) => slideshow.hold('press', isHeld), dir });
  const layers: { i: number; role: 'under' | 'current' | 'next' }[] = [];
  if (under.shown !== undefined && under.shown !== index && !reducedMotion) layers.push({ i: under.shown, role: 'under' });
  layers.push({ i: index, role: 'current' });
  if (index + 1 < slides.length) layers.push({ i: index + 1, role: 'next' });

  return (
    <div ref={ref} className={styles.stage} {...storyStage} {...gestures} data-stage>
      {layers.map(({ i, role }) => {
        const slide = slides[i];
        if (!slide) return null;
        const isCurrent = role === 'current';
        return (
          <div
            key={`${i}-${slide.assetId}`}
            className={[styles.layer, styles[role], isCurrent && layers[0]?.role === 'under' ? styles.dissolve : ''].join(' ')}
            {...(isCurrent
              ? { role: 'group', 'aria-roledescription': t('memory.player.roleSlide'), 'aria-label': t('memory.player.slide', { position: formatNumber(i + 1), count: formatNumber(count) }) }
              : { 'aria-hidden': true })}
            data-slide-status={isCurrent ? status : undefined}
          >
            <AlignedPhoto
              slide={slide}
              stage={size}
              alt={isCurrent ? altOf(slide) : ''}
              onLoad={() => {
                setLoaded((old) => new Set(old).add(slide.assetId));
                if (isCurrent) reportReady(visit);
              }}
              onError={() => {
                if (isCurrent) reportError(visit);
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
