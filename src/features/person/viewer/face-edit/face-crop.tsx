import type { AssetFace } from '@/api';
import styles from './face-edit.module.css';

const SIZE = 72;

/**
 * The face cut out of the photo's preview (already loaded by the viewer): the preview drawn as a
 * background, scaled so the box fills a square, a little room around it. Decorative.
 */
export function FaceCrop({ face, src }: { face: AssetFace; src: string }) {
  const width = Math.max(1, face.boundingBoxX2 - face.boundingBoxX1);
  const height = Math.max(1, face.boundingBoxY2 - face.boundingBoxY1);
  const side = Math.max(width, height) * 1.3;
  const scale = SIZE / side;
  const left = (face.boundingBoxX1 + face.boundingBoxX2) / 2 - side / 2;
  const top = (face.boundingBoxY1 + face.boundingBoxY2) / 2 - side / 2;
  return (
    <span
      className={styles.crop}
      aria-hidden
      style={{
        width: SIZE,
        height: SIZE,
        backgroundImage: `url("${encodeURI(src)}")`,
        backgroundSize: `${face.imageWidth * scale}px ${face.imageHeight * scale}px`,
        backgroundPosition: `${-left * scale}px ${-top * scale}px`,
      }}
    />
  );
}
