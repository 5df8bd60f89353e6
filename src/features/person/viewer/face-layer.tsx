import type { AssetFace } from '@/api';
import { containedImageRect, mapFaceBox } from '@/lib/face-boxes';
import { personLabel } from '@/lib/person-name';
import { useI18n } from '@/i18n';
import styles from './asset-viewer.module.css';

/** Props of {@link FaceLayer}. */
export interface FaceLayerProps {
  /** every face box of the asset, named or not (`Asset.faces`) */
  faces: readonly AssetFace[];
  /** size of the element the image is drawn in (object-fit: contain), px */
  stage: { width: number; height: number };
  /** natural size of the displayed image, once loaded; before that the faces' own image size */
  image: { width: number; height: number } | undefined;
  /** what is highlighted (the rest of the photo is dimmed): a person's id, or a face key of an unnamed face */
  highlightedId: string | undefined;
  onHighlight: (id: string | undefined) => void;
  /** set where the reader may change whose face a box is: a click on a box opens "Who is this?" */
  onEditFace?: ((face: AssetFace) => void) | undefined;
}

/** What a face highlights together with: its person's faces, or (nobody's face) only itself. */
export function highlightKey(face: AssetFace): string {
  return face.person?.id ?? `face:${face.id}`;
}

/**
 * A box around every face, named or not, placed on the displayed picture rectangle (letterboxing
 * included), so the boxes stay on the faces at any window size. Image coordinates: the boxes keep
 * their physical `left` in a right-to-left language (the photo is not mirrored). Decorative for assistive tech:
 * the details panel lists the same people as links, with the same "Who is this?" buttons as a click on a box.
 */
export function FaceLayer({ faces, stage, image, highlightedId, onHighlight, onEditFace }: FaceLayerProps) {
  const { t } = useI18n();
  if (stage.width <= 0 || stage.height <= 0) return null;
  return (
    <div className={`${styles.faceLayer} ${highlightedId ? styles.faceLayerDimmed : ''}`} aria-hidden data-testid="face-layer">
      {faces.map((face) => {
        const size = image ?? { width: face.imageWidth, height: face.imageHeight };
        const rect = mapFaceBox(face, containedImageRect(stage.width, stage.height, size.width, size.height));
        if (!rect) return null;
        const key = highlightKey(face);
        const highlighted = key === highlightedId;
        return (
          // The layer is hidden from assistive tech and keys: the details panel has a button for each face.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
          <div
            key={face.id}
            className={`${styles.faceBox} ${highlighted ? styles.faceBoxHighlighted : ''} ${onEditFace ? styles.faceBoxEditable : ''}`}
            style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
            data-face-id={face.id}
            data-person-id={face.person?.id}
            data-highlighted={highlighted || undefined}
            onMouseEnter={() => onHighlight(key)}
            onMouseLeave={() => onHighlight(undefined)}
            onClick={onEditFace && (() => onEditFace(face))}
          >
            <span className={`${styles.faceLabel} ${rect.top + rect.height + 28 > stage.height ? styles.faceLabelAbove : ''}`}>
              {personLabel(face.person?.name, t('app.person.unnamed'))}
            </span>
          </div>
        );
      })}
    </div>
  );
}
