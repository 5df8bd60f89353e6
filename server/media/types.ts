/**
 * The contract between the seeder (server/seed) and the image/video renderer (server/media).
 * Everything is deterministic: the same spec gives byte-identical output.
 */

/** How one drawn face looks; the same person keeps the same look across photos. */
export interface FaceLook {
  /** CSS colour of the skin, hair and clothing. */
  skin: string;
  hair: string;
  shirt: string;
}

/** EXIF written into the original file (and mirrored in the database by the seeder). */
export interface ExifSpec {
  make?: string;
  model?: string;
  lensModel?: string;
  /** e.g. "1/250" or "2" (seconds) */
  exposureTime?: string;
  fNumber?: number;
  /** mm */
  focalLength?: number;
  iso?: number;
  /** wall-clock "YYYY:MM:DD HH:MM:SS" as EXIF writes it */
  dateTimeOriginal?: string;
  /** "+02:00" */
  offsetTimeOriginal?: string;
  latitude?: number;
  longitude?: number;
  description?: string;
}

export type SceneKind = 'beach' | 'city' | 'forest' | 'snow' | 'indoor' | 'sunset' | 'park' | 'mountain';

export interface PhotoSpec {
  /** deterministic seed for the scene's details */
  seed: number;
  scene: SceneKind;
  /** size of the picture as a person sees it (upright), in px */
  width: number;
  height: number;
  /**
   * EXIF orientation of the stored original (1, 3, 6 or 8). The original is stored rotated so that
   * a viewer applying the tag shows it upright; previews and thumbnails are always upright.
   */
  orientation: 1 | 3 | 6 | 8;
  /** the faces to draw, in order; the renderer places them */
  faces: FaceLook[];
  /** per face, the person's age in years when the photo was taken; null or missing: drawn as an adult */
  ages?: (number | null)[];
  /** where the first face goes (a picture framed around one person); absent: the renderer places it */
  subject?: Framing;
  /** null: the file carries no EXIF at all */
  exif: ExifSpec | null;
}

/** Where a picture framed around one person has that person's face, in the upright picture. */
export interface Framing {
  /** centre of the face box, 0..1 of the picture's width and of its height */
  cx: number;
  cy: number;
  /** width of the face box, 0..1 of the picture's shorter side */
  size: number;
  /** true: the face may run off the picture (its box then ends at the border); otherwise it is kept inside */
  cut?: boolean;
}

/** A face box in the upright preview's pixel space (as Immich stores them). */
export interface FaceBox {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** What every rendered asset has besides its file: the upright picture Immich derives from it. */
export interface RenderedPreviews {
  /** upright JPEG, long side ~1440 px (a video's: its poster frame) */
  preview: Buffer;
  previewWidth: number;
  previewHeight: number;
  /** upright WebP, short side ~250 px */
  thumbnail: Buffer;
  /** base64 thumbhash of the upright image */
  thumbhash: string;
  /** one box per spec.faces entry, same order, in preview pixel space */
  faces: FaceBox[];
}

export interface RenderedPhoto extends RenderedPreviews {
  /** JPEG with EXIF (when spec.exif is not null), stored rotated per spec.orientation */
  original: Buffer;
  /** stored (unrotated) dimensions of the original, as EXIF reports them */
  exifImageWidth: number;
  exifImageHeight: number;
}

export interface VideoSpec {
  seed: number;
  scene: SceneKind;
  width: number;
  height: number;
  /** seconds */
  durationSec: number;
  /** people in the first frame (the poster), in order; the renderer places them */
  faces?: FaceLook[];
  /** per face, the person's age in years; null or missing: drawn as an adult */
  ages?: (number | null)[];
}

export interface RenderedVideo extends RenderedPreviews {
  /** playable H.264 MP4 */
  mp4: Buffer;
}
