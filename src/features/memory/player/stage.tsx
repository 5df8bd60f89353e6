import { useEffect, useState } from 'react';
import { assetThumbnailUrl, type Asset } from '@/api';
import { formatNumber, useI18n } from '@/i18n';
import { firstFrameAsset, markFirstPhoto, removeFirstFrame } from '@/lib/first-frame';
import { isImageDecoded, preloadImage } from '@/components/story/preload';
import type { Slideshow } from '@/components/story/use-slideshow';
import { SlideMedia } from './slide-media';
import { useStageGestures } from '@/components/story/use-stage-gestures';
import { storyStage } from '@/components/story/use-story-holds';
import styles from './player.module.css';

/** Props of {@link Stage}. */
export interface StageProps {
  /** the memory's assets in story order */
  assets: readonly Asset[];
  slideshow: Slideshow;
  altOf: (asset: Asset) => string;
  muted: boolean;
  reducedMotion: boolean;
}

/** What the stage showed before the current slide, kept under it until the new one is shown. */
interface Layers {
  visit: number;
  index: number;
  previousIndex: number | undefined;
  /** whether the current slide's image was already decoded when it became current (bench) */
  decodedAtStart: boolean;
}

const previewUrl = (asset: Asset) => assetThumbnailUrl(asset.id, 'preview');
const wasDecoded = (asset: Asset | undefined) => !!asset && asset.type !== 'VIDEO' && isImageDecoded(previewUrl(asset));

/**
 * The dark stage: the current slide (an APG carousel slide), the previous one underneath while
 * the next decodes, and a short cross-fade (none with reduced motion). Preloads the next image.
 */
export function Stage({ assets, slideshow, altOf, muted, reducedMotion }: StageProps) {
  const { t, dir } = useI18n();
  const { index, visit, status, count } = slideshow;
  const asset = assets[index];
  const [layers, setLayers] = useState<Layers>(() => ({ visit, index, previousIndex: undefined, decodedAtStart: wasDecoded(asset) }));
  // The photo index.html's first script already put on screen (src/lib/first-frame.ts) shows
  // without a fade: it is taken over, not revealed.
  const [takesOverFirstFrame] = useState(() => asset !== undefined && firstFrameAsset() === asset.id);
  if (layers.visit !== visit) {
    // Adjusting state while rendering (not in an effect) so the old photo never blinks out.
    // Only a preloaded photo waits under the old one (a frame or two); anything slower shows its
    // thumbhash at once rather than leaving a stale photo under a new counter.
    const decodedAtStart = wasDecoded(asset);
    setLayers({ visit, index, previousIndex: decodedAtStart && layers.index !== index ? layers.index : undefined, decodedAtStart });
  }

  // Fetch and decode the next image while this one shows, so it paints on its first frame
  // (for a video, its poster: the frame shown until it can play).
  const nextAsset = assets[index + 1];
  useEffect(() => {
    if (status === 'loading' || !nextAsset) return;
    preloadImage(previewUrl(nextAsset)).catch(() => undefined);
  }, [status, nextAsset]);

  // When the first photo is on screen (the frame after it is shown): the bench's mark, unless the
  // first frame set it already, and the first frame gives way to the same photo.
  const isFirstShown = status === 'ready' && layers.previousIndex === undefined && visit === 0;
  useEffect(() => {
    if (!isFirstShown) return;
    const frame = requestAnimationFrame(() => {
      markFirstPhoto();
      removeFirstFrame();
    });
    return () => cancelAnimationFrame(frame);
  }, [isFirstShown]);
  // the story moved on (or failed) before its first photo showed
  useEffect(() => {
    if (visit > 0 || status === 'error') removeFirstFrame();
  }, [visit, status]);

  const gestures = useStageGestures({ onPrevious: slideshow.previous, onNext: slideshow.next, onHold: (isHeld) => slideshow.hold('press', isHeld), dir });
  if (!asset) return null;

  const isShown = status !== 'loading';
  const previous = layers.previousIndex === undefined ? undefined : assets[layers.previousIndex];
  // Without motion there is no fade to wait for: drop the old photo as soon as the new one shows.
  const showPrevious = previous && !(isShown && reducedMotion);

  return (
    <div className={styles.stage} {...storyStage} {...gestures}>
      {showPrevious && previous.type !== 'VIDEO' && (
        <div className={styles.layer} aria-hidden="true">
          <div className={styles.media}>
            <img className={`${styles.mediaElement} ${styles.mediaShown}`} src={previewUrl(previous)} alt="" draggable={false} />
          </div>
        </div>
      )}
      <div
        key={visit}
        role="group"
        aria-roledescription={t('memory.player.roleSlide')}
        aria-label={t('memory.player.slide', { position: formatNumber(index + 1), count: formatNumber(count) })}
        className={[styles.layer, showPrevious ? styles.layerOverPrevious : '', showPrevious && isShown ? styles.layerFadeIn : ''].join(' ')}
        data-slide-status={status}
        data-decoded-at-start={String(layers.decodedAtStart)}
        onAnimationEnd={(e) => {
          if (e.target === e.currentTarget) setLayers((l) => ({ ...l, previousIndex: undefined }));
        }}
      >
        <SlideMedia
          asset={asset}
          alt={altOf(asset)}
          visit={visit}
          status={status}
          muted={muted}
          videoRef={slideshow.videoRef}
          onReady={slideshow.reportReady}
          onError={slideshow.reportError}
          onRetry={slideshow.retry}
          instant={takesOverFirstFrame && visit === 0}
        />
      </div>
    </div>
  );
}
