import type { AssetPerson } from '@/api';
import { containedImageRect, mapFaceBox } from '@/lib/face-boxes';
import styles from './asset-viewer.module.css';

/** Props of {@link FaceLayer}. */
export interface FaceLayerProps {
  people: AssetPerson[];
  /** size of the element the image is drawn in (object-fit: contain), px */
  stage: { width: number; height: number };
  /** natural size of the displayed image, once loaded; before that the faces' own image size */
  image: { width: number; height: number } | undefined;
  /** the person whose faces are highlighted (the rest of the photo is dimmed) */
  highlightedId: string | undefined;
  onHighlight: (personId: string | undefined) => void;
}

/**
 * A box around every face, placed on the displayed picture rectangle (letterboxing included), so
 * the boxes stay on the faces at any window size. Decorative for assistive tech: the details
 * panel lists the same people as links.
 */
export function FaceLayer({ people, stage, image, highlightedId, onHighlight }: FaceLayerProps) {
  if (stage.width <= 0 || stage.height <= 0) return null;
  return (
    <div className={`${styles.faceLayer} ${highlightedId ? styles.faceLayerDimmed : ''}`} aria-hidden data-testid="face-layer">
      {people.flatMap((person) =>
        person.faces.map((face) => {
          const size = image ?? { width: face.imageWidth, height: face.imageHeight };
          const rect = mapFaceBox(face, containedImageRect(stage.width, stage.height, size.width, size.height));
          if (!rect) return null;
          const name = person.name.trim() || 'Unknown';
          const highlighted = person.id === highlightedId;
          return (
            <div
              key={face.id}
              className={`${styles.faceBox} ${highlighted ? styles.faceBoxHighlighted : ''}`}
              style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
              data-face-id={face.id}
              data-person-id={person.id}
              data-highlighted={highlighted || undefined}
              onMouseEnter={() => onHighlight(person.id)}
              onMouseLeave={() => onHighlight(undefined)}
            >
              <span className={`${styles.faceLabel} ${rect.top + rect.height + 28 > stage.height ? styles.faceLabelAbove : ''}`}>{name}</span>
            </div>
          );
        }),
      )}
    </div>
  );
}
