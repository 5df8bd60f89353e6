// Buys: the blurred copy of a photo that fills the stage around it (Then and Now's slides and their
// early layer, ADR 117) paints in a fraction of the time of a CSS `blur()` over a stage-sized
// picture: the picture is drawn a few pixels across into a canvas, which the browser scales up
// smoothly to cover the stage (`object-fit: cover`), and that is the blur.

/** The longer side, in canvas pixels, a fill is drawn at. */
const FILL_SIZE = 24;
/** How much darker than the picture the fill is, so the photo stands out against it. */
const FILL_SHADE = 0.3;

/** Draws the loaded picture `img` into `canvas` as a fill; false (nothing drawn) when it has no size or the canvas no 2D context. */
export function drawBlurredFill(canvas: HTMLCanvasElement, img: HTMLImageElement): boolean {
  const { naturalWidth: width, naturalHeight: height } = img;
  if (!(width > 0 && height > 0)) return false;
  const scale = FILL_SIZE / Math.max(width, height);
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  ctx.fillStyle = `rgba(0, 0, 0, ${FILL_SHADE})`;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return true;
}

/**
 * A fill of the picture at `src`: a canvas of class `className`, drawn once the picture has loaded
 * and decoded (`drawn`; it settles either way: a picture that fails leaves the canvas empty).
 */
export function blurredFill(doc: Document, src: string, className: string): { canvas: HTMLCanvasElement; drawn: Promise<void> } {
  const canvas = doc.createElement('canvas');
  canvas.className = className;
  canvas.setAttribute('aria-hidden', 'true');
  const img = doc.createElement('img');
  img.src = src;
  const drawn = img.decode().then(
    () => void drawBlurredFill(canvas, img),
    () => undefined,
  );
  return { canvas, drawn };
}
