// Its own module: a grid reads a photo's shape without the details panel's EXIF formatting.

/** Width × height of the upright picture: EXIF stores orientations 5 to 8 a quarter turn away. */
export function uprightDimensions(
  width: number | undefined,
  height: number | undefined,
  orientation: string | number | undefined,
): { width: number; height: number } | undefined {
  if (!positive(width) || !positive(height)) return undefined;
  const o = typeof orientation === 'string' ? Number.parseInt(orientation, 10) : orientation;
  return o !== undefined && o >= 5 && o <= 8 ? { width: height, height: width } : { width, height };
}

const positive = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v) && v > 0;
