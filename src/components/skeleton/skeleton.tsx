import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** CSS width (e.g. `'60%'`, `120`); default fills the parent. */
  width?: CSSProperties['width'];
  /** CSS height; default one line of text. */
  height?: CSSProperties['height'];
  /** Width / height, for image-shaped placeholders (instead of `height`). */
  aspectRatio?: number;
  /** Shape. Default `rounded`. */
  shape?: 'rounded' | 'circle' | 'text';
  className?: string;
}

/**
 * A grey, gently pulsing block standing in for content that is loading. Purely visual
 * (aria-hidden): the region around it announces the loading state once, e.g. with
 * `aria-busy` and a visually hidden "Loading…".
 */
export function Skeleton({ width, height, aspectRatio, shape = 'rounded', className }: SkeletonProps) {
  const style: CSSProperties = { width };
  if (aspectRatio !== undefined) {
    style.aspectRatio = String(aspectRatio);
    style.height = 'auto';
  }
  else if (height !== undefined) style.height = height;
  return <span aria-hidden className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')} style={style} />;
}
