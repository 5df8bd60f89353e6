import { useEffect, useRef } from 'react';
import { assetThumbnailUrl } from '@/api';
import { drawBlurredFill } from '@/lib/blurred-fill';
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
 * copy of the same picture, scaled to cover, fills behind it (never black): its small thumbnail,
 * drawn a few pixels across (`BlurredFill`).
 */
export function AlignedPhoto({ slide, stage, alt, onLoad, onError }: AlignedPhotoProps) {
  const src = assetThumbnailUrl(slide.assetId, 'preview');
  const alignment = stage ? alignFace(slide.image, slide.face, stage) : undefined;
  return (
    <div className={styles.photoBox} data-asset-id={slide.assetId}>
      {alignment && !alignment.covers && <BlurredFill src={assetThumbnailUrl(slide.assetId)} />}
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

/** The picture at `src` as a blurred fill of the stage (`drawBlurredFill`), drawn once it has loaded: at once when the browser has it already. */
function BlurredFill({ src }: { src: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const img = new Image();
    const draw = () => canvas.current && drawBlurredFill(canvas.current, img);
    img.src = src;
    // (a picture the browser holds already, as the early layer's, is drawn before the next paint)
    if (img.complete) draw();
    else img.onload = draw;
    return () => {
      img.onload = null;
    };
  }, [src]);
  return <canvas ref={canvas} className={styles.fill} aria-hidden="true" />;
}
