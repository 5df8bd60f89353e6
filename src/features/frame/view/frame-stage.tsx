import { useEffect, useState } from 'react';
import { assetThumbnailUrl } from '@/api';
import { thumbhashToDataUrl } from '@/lib/thumbhash';
import type { FrameLoopState } from '../model/frame-loop';
import type { FrameSlide } from '../model/playlist';
import styles from './frame.module.css';

/** Props of {@link FrameStage}. */
export interface FrameStageProps {
  state: FrameLoopState;
  /** the text alternative of a photo */
  altOf: (slide: FrameSlide) => string;
  onLoaded: (slot: 0 | 1, key: string) => void;
  onFailed: (slot: 0 | 1, key: string) => void;
}

/** Reports what `img` holds: decoded, or failed (no picture). */
function report(img: HTMLImageElement, onLoaded: () => void, onFailed: () => void): void {
  if (img.naturalWidth === 0) onFailed();
  else img.decode().then(onLoaded, onFailed);
}

/**
 * The stage's two image elements, and one ref callback each for the stage's life: React calls
 * their cleanups only when the images go, and then their decoded pictures go too (React itself
 * never sets an empty `src`).
 */
function imageElements() {
  const images: (HTMLImageElement | null)[] = [null, null];
  const refs = ([0, 1] as const).map((index) => (img: HTMLImageElement | null) => {
    images[index] = img;
    return () => {
      if (img) img.src = '';
      images[index] = null;
    };
  });
  return { images, refs };
}

/**
 * The frame's two images, always the same two elements: the front one shown, the back one
 * loading the next photo unseen. A change cross-fades them (CSS); the photo is letterboxed on
 * black over its thumbhash while the first one loads.
 */
export function FrameStage({ state, altOf, onLoaded, onFailed }: FrameStageProps) {
  const [{ images, refs }] = useState(imageElements);
  const [slot0, slot1] = state.slots;
  // An image asked for the `src` it already has fires no new event: what it holds is read here.
  useEffect(() => {
    [slot0, slot1].forEach(({ slide, status }, index) => {
      const img = images[index];
      const key = slide?.key;
      if (!img || key === undefined || status !== 'loading' || !img.complete || !img.getAttribute('src')) return;
      report(img, () => onLoaded(index as 0 | 1, key), () => onFailed(index as 0 | 1, key));
    });
  }, [images, slot0, slot1, onLoaded, onFailed]);
  const first = state.slots[state.front];
  const placeholder = first.status === 'loading' ? thumbhashToDataUrl(first.slide?.asset.thumbhash) : undefined;
  return (
    <div className={styles.stage} style={placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined}>
      {([0, 1] as const).map((index) => {
        const { slide, status } = state.slots[index];
        const isFront = index === state.front;
        const key = slide?.key ?? '';
        return (
          <img
            key={index}
            ref={refs[index]}
            className={[styles.photo, isFront && status === 'ready' ? styles.shown : ''].join(' ')}
            src={slide ? assetThumbnailUrl(slide.asset.id, 'preview') : undefined}
            alt={isFront && slide ? altOf(slide) : ''}
            aria-hidden={isFront ? undefined : true}
            draggable={false}
            data-slot={isFront ? 'front' : 'back'}
            data-status={status}
            onLoad={(e) => report(e.currentTarget, () => onLoaded(index, key), () => onFailed(index, key))}
            onError={() => onFailed(index, key)}
          />
        );
      })}
    </div>
  );
}
