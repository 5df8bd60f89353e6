import { numberFormat } from './intl-formats';

// A video's length on a grid tile; its own module, so that the grid does not carry the details
// panel's EXIF formatting (exif-format.ts).

/** 4 -> "0:04", 75 -> "1:15", 3723 -> "1:02:03" (rounded to whole seconds; the locale's digits: "١:١٥"). */
export function formatDuration(seconds: number, locale: string): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const plain = numberFormat(locale, { useGrouping: false });
  const two = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const s = two.format(total % 60);
  return h > 0 ? `${plain.format(h)}:${two.format(m)}:${s}` : `${plain.format(m)}:${s}`;
}
