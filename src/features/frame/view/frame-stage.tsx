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

/** Lets an image's decoded picture go when it leaves the page (one function: React calls it on removal only). */
const releaseOnRemove = (img: HTMLImageElement | null) => {
  if (!img) return;
  return () => {
    img.src = '';
  };
};

/**
 * The frame's two images, always the same two elements: the front one shown, the back one
 * loading the next photo unseen. A change cross-fades them (CSS); the photo is letterboxed on
 * black over its thumbhash while the first one loads.
 */
export function FrameStage({ state, altOf, onLoaded, onFailed }: FrameStageProps) {
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
            ref={releaseOnRemove}
            className={[styles.photo, isFront && status === 'ready' ? styles.shown : ''].join(' ')}
            src={slide ? assetThumbnailUrl(slide.asset.id, 'preview') : undefined}
            alt={isFront && slide ? altOf(slide) : ''}
            aria-hidden={isFront ? undefined : true}
            draggable={false}
            data-slot={isFront ? 'front' : 'back'}
            data-status={status}
            onLoad={(e) => e.currentTarget.decode().then(() => onLoaded(index, key), () => onFailed(index, key))}
            onError={() => onFailed(index, key)}
          />
        );
      })}
    </div>
  );
}
