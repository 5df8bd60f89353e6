import { useState, type CSSProperties, type ReactNode } from 'react';
import { useI18n } from '@/i18n';
import { isPreloadedImageHere } from '@/lib/preload-image';
import { thumbhashToDataUrl } from '@/lib/thumbhash';
import { loadSoon } from './load-queue';
import styles from './thumbnail.module.css';

/** Props of {@link Thumbnail}. */
export interface ThumbnailProps {
  /** Image URL (e.g. `assetThumbnailUrl(id, 'thumbnail')`); `undefined` shows the fallback tile. */
  src: string | undefined;
  /** Text alternative; `''` for a decorative image whose link or caption already names it. */
  alt: string;
  /** Base64 thumbhash of the image, shown blurred until the image arrives. */
  thumbhash?: string | undefined;
  /**
   * Width / height of the box the image fills (e.g. `1`, `4 / 3`). The box keeps this size before,
   * during and after loading, so nothing shifts. Omit only when the parent sizes the box.
   */
  aspectRatio?: number | undefined;
  /** `cover` crops to fill the box (grids); `contain` letterboxes (viewers). Default `cover`. */
  fit?: 'cover' | 'contain';
  /** Shape of the box. Default `rounded`. */
  shape?: 'rounded' | 'square' | 'circle';
  /** What the tile says when the image is missing or fails. Default "Image unavailable" (in the reader's language). */
  fallback?: ReactNode;
  /** Load now instead of when near the viewport (the first, above-the-fold images). */
  eager?: boolean;
  /**
   * Start the request from a shared queue, a few images per task (`load-queue.ts`), instead of at
   * the end of the render that mounts it: for grids that mount a screenful of images at once.
   * Read when the image mounts; later changes do not apply to it.
   */
  queued?: boolean;
  /** Extra class on the box, for sizing by the caller. */
  className?: string | undefined;
}

type Status = 'loading' | 'loaded' | 'failed';

/**
 * An image in a fixed-ratio box: thumbhash placeholder first, the real image fades in over it,
 * and a readable tile replaces an image that fails. Lazy by default; never shifts the layout.
 */
export function Thumbnail({
  src,
  alt,
  thumbhash,
  aspectRatio,
  fit = 'cover',
  shape = 'rounded',
  fallback,
  eager = false,
  queued = false,
  className,
}: ThumbnailProps) {
  const { t } = useI18n();
  // Keyed by src: a new image starts over as loading without an effect. `instant`: the image was
  // here as it mounted, so it shows at once, without fading in. One asked for ahead that had
  // arrived (a grid's first rows, lib/preload-image.ts) also needs no placeholder and no queue.
  const [state, setState] = useState<{ src: string | undefined; status: Status; instant?: boolean }>(() =>
    isPreloadedImageHere(src) ? { src, status: 'loaded', instant: true } : { src, status: 'loading' },
  );
  const here = state.src === src && state.instant === true;
  const status: Status = src === undefined ? 'failed' : state.src === src ? state.status : 'loading';
  const [fromQueue] = useState(queued && !here);
  // From the queue, the placeholder is decoded in its turn there, not in this render.
  const placeholder = fromQueue || here ? undefined : thumbhashToDataUrl(thumbhash);
  const queuePlaceholder = (img: HTMLImageElement | null) => {
    if (img && thumbhash) loadSoon(img, () => thumbhashToDataUrl(thumbhash));
  };

  // The ratio travels as a custom property: the stylesheet applies it (and it is testable in jsdom).
  const boxStyle: CSSProperties & Record<'--thumbnail-ratio', string | undefined> = { '--thumbnail-ratio': undefined };
  if (aspectRatio !== undefined && Number.isFinite(aspectRatio) && aspectRatio > 0) boxStyle['--thumbnail-ratio'] = String(aspectRatio);

  const boxClass = [styles.box, styles[shape], className].filter(Boolean).join(' ');

  return (
    <span className={boxClass} style={boxStyle} data-status={status}>
      {/* The placeholder is an image of its own, not the box's background-image: a data URL in an
          inline style costs style recalculation 3-4x as much per tile (grids add a screenful at a
          time). It stays under the photo, so the photo cross-fades over it. */}
      {(fromQueue ? thumbhash : placeholder) && status !== 'failed' && (
        <img ref={fromQueue ? queuePlaceholder : undefined} className={styles.placeholder} src={placeholder} alt="" decoding="async" draggable={false} />
      )}
      {status === 'failed' ? (
        <span className={styles.fallback} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          <span aria-hidden={alt ? true : undefined}>{fallback ?? t('app.thumbnail.unavailable')}</span>
        </span>
      ) : (
        <img
          // A cached image can finish before React attaches onLoad: check once mounted (and show it
          // at once: it was here all along).
          ref={(img) => {
            if (img && fromQueue && src !== undefined) loadSoon(img, src);
            else if (img?.complete && img.naturalWidth > 0 && status === 'loading') setState({ src, status: 'loaded', instant: true });
          }}
          className={[styles.image, fit === 'contain' ? styles.contain : '', status === 'loaded' ? styles.loaded : '', here ? styles.instant : '']
            .filter(Boolean)
            .join(' ')}
          src={fromQueue ? undefined : src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          onLoad={() => setState((known) => (known.src === src && known.status === 'loaded' ? known : { src, status: 'loaded' }))}
          onError={() => setState({ src, status: 'failed' })}
        />
      )}
    </span>
  );
}
