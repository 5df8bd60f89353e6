import { assetThumbnailUrl, assetVideoUrl, type Asset } from '@/api';
import { useI18n } from '@/i18n';
import { thumbhashToDataUrl } from '@/lib/thumbhash';
import type { SlideStatus } from '@/components/story/slideshow-state';
import styles from './player.module.css';

/** Props of {@link SlideMedia}. */
export interface SlideMediaProps {
  asset: Asset;
  alt: string;
  /** the slideshow visit this media was rendered for (late reports from old slides are ignored) */
  visit: number;
  status: SlideStatus;
  muted: boolean;
  videoRef: (video: HTMLVideoElement | null) => (() => void) | undefined;
  onReady: (visit: number) => void;
  onError: (visit: number) => void;
  onRetry: () => void;
  /** shows the photo without its fade (it is on screen already: the first frame) */
  instant?: boolean;
}

/**
 * The current slide's photo or video on the dark stage, letterboxed (`contain`) over its thumbhash.
 * Reports "ready" only once the image is decoded (so the clock never runs on a blank frame) or the
 * video can play; a failure shows a tile with a retry, and the story goes on after the usual time.
 */
export function SlideMedia({ asset, alt, visit, status, muted, videoRef, onReady, onError, onRetry, instant = false }: SlideMediaProps) {
  const { t } = useI18n();
  const placeholder = thumbhashToDataUrl(asset.thumbhash);
  const isVideo = asset.type === 'VIDEO';

  if (status === 'error') {
    return (
      <div className={styles.errorTile} role="alert">
        <p className={styles.errorTitle}>{t('memory.slide.failed', { kind: isVideo ? 'video' : 'photo' })}</p>
        <p className={styles.errorDetail}>{t('memory.slide.failedDetail')}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('memory.slide.retry')}
        </button>
      </div>
    );
  }

  const decodeThenReady = (img: HTMLImageElement) => {
    img.decode().then(
      () => onReady(visit),
      () => onError(visit),
    );
  };

  return (
    // The placeholder only until the media shows: its ratio is approximate and would peek out.
    <div className={styles.media} style={placeholder && status !== 'ready' ? { backgroundImage: `url("${placeholder}")` } : undefined}>
      {isVideo ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the server has no captions for home videos
        <video
          ref={videoRef}
          className={[styles.mediaElement, status === 'ready' ? styles.mediaShown : ''].join(' ')}
          src={assetVideoUrl(asset.id)}
          poster={assetThumbnailUrl(asset.id, 'preview')}
          muted={muted}
          playsInline
          preload="auto"
          aria-label={alt}
        />
      ) : (
        <img
          ref={(img) => {
            // Already in the cache (preloaded): `load` may have fired before React listened.
            if (img?.complete && img.naturalWidth > 0) decodeThenReady(img);
          }}
          className={[styles.mediaElement, status === 'ready' ? styles.mediaShown : '', instant ? styles.mediaInstant : ''].join(' ')}
          src={assetThumbnailUrl(asset.id, 'preview')}
          alt={alt}
          draggable={false}
          // The photo on screen comes before the grid's thumbnails and the next slide's preload.
          fetchPriority="high"
          onLoad={(e) => decodeThenReady(e.currentTarget)}
          onError={() => onError(visit)}
        />
      )}
    </div>
  );
}
