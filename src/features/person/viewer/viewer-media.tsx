import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { assetThumbnailUrl, assetVideoUrl } from '@/api';
import { useI18n } from '@/i18n';
import { thumbhashToDataUrl } from '@/lib/thumbhash';
import styles from './asset-viewer.module.css';

/** Props of {@link ViewerMedia}. */
export interface ViewerMediaProps {
  assetId: string;
  isVideo: boolean;
  thumbhash: string | undefined;
  /** text alternative of the photo */
  alt: string;
  /** drawn over the image (face boxes), given the stage size and the image's natural size */
  overlay?: (stage: { width: number; height: number }, image: { width: number; height: number } | undefined) => ReactNode;
}

type Status = 'loading' | 'loaded' | 'failed';

/**
 * The photo (preview size, blurred thumbnail underneath until it arrives) or the video with its
 * controls, fitted into the stage without cropping.
 */
export function ViewerMedia({ assetId, isVideo, thumbhash, alt, overlay }: ViewerMediaProps) {
  const { t } = useI18n();
  const stageRef = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState({ width: 0, height: 0 });
  const [status, setStatus] = useState<Status>('loading');
  const [natural, setNatural] = useState<{ width: number; height: number } | undefined>(undefined);

  useLayoutEffect(() => {
    const el = stageRef.current;
    if (!el) return;
    const measure = () => setStage({ width: el.clientWidth, height: el.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const placeholder = thumbhashToDataUrl(thumbhash);

  return (
    <div ref={stageRef} className={styles.stage} style={placeholder && status !== 'loaded' ? { backgroundImage: `url("${placeholder}")` } : undefined}>
      {isVideo ? (
        // Home videos carry no caption tracks; the server offers none to link.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          className={styles.media}
          src={assetVideoUrl(assetId)}
          poster={assetThumbnailUrl(assetId, 'preview')}
          controls
          playsInline
          preload="metadata"
          aria-label={alt}
          onError={() => setStatus('failed')}
        />
      ) : (
        <>
          {status !== 'loaded' && <img className={`${styles.media} ${styles.blurred}`} src={assetThumbnailUrl(assetId, 'thumbnail')} alt="" aria-hidden />}
          <img
            ref={(img) => {
              if (img?.complete && img.naturalWidth > 0 && status === 'loading') {
                setNatural({ width: img.naturalWidth, height: img.naturalHeight });
                setStatus('loaded');
              }
            }}
            className={`${styles.media} ${styles.preview} ${status === 'loaded' ? styles.previewLoaded : ''}`}
            src={assetThumbnailUrl(assetId, 'preview')}
            alt={alt}
            decoding="async"
            draggable={false}
            onLoad={(e) => {
              setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight });
              setStatus('loaded');
            }}
            onError={() => setStatus('failed')}
          />
          {status === 'loaded' && overlay?.(stage, natural)}
        </>
      )}
      {status === 'failed' && (
        <p className={styles.mediaError} role="alert">
          {t('person.viewer.loadFailed', { kind: isVideo ? 'video' : 'photo' })}
        </p>
      )}
    </div>
  );
}
