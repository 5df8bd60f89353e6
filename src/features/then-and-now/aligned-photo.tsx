import { assetThumbnailUrl } from '@/api';
import { alignFace, type Size } from './model/align';
import type { StorySlide } from './use-then-and-now';
import styles from './then-and-now.module.css';

/** Props of {@link AlignedPhoto}. */
export interface AlignedPhotoProps {
  slide: StorySlide;
  /** the stage's size in CSS px (`undefined` until measured) */
  stage: Size | undefined;
  alt: string;
  onLoad?: () => void;
  onError?: () => void;
}

/**
 * A year's photo placed so the face lands at the story's fixed point and size (`alignFace`): the
 * preview, sized and moved with a CSS transform. Where it leaves part of the stage bare, a blurred
 * copy of the same picture, scaled to cover, fills behind it (never black): from its small
 * thumbnail, which blurred looks the same and costs the browser one large decode instead of two.
 */
export function AlignedPhoto({ slide, stage, alt, onLoad, onError }: AlignedPhotoProps) {
  const src = assetThumbnailUrl(slide.assetId, 'preview');
  const alignment = stage ? alignFace(slide.image, slide.face, stage) : undefined;
  return (
    <div className={styles.photoBox} data-asset-id={slide.assetId}>
      {alignment && !alignment.covers && <img className={styles.fill} src={assetThumbnailUrl(slide.assetId)} alt="" aria-hidden="true" draggable={false} />}
      <img
        className={styles.photo}
        src={src}
        alt={alt}
        draggable={false}
        onLoad={onLoad}
        onError={onError}
        style={
          alignment
            ? { width: `${alignment.width}px`, height: `${alignment.height}px`, transform: `translate(${alignment.x}px, ${alignment.y}px)` }
            : { opacity: 0 }
        }
      />
    </div>
  );
}
