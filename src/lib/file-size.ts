import { numberFormat } from './intl-formats';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

function format(locale: string, unit: (typeof units)[number], digits: number): Intl.NumberFormat {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/**
 * A byte count in decimal units, in the reader's locale with the locale's own unit words:
 * "512 byte", "60.5 kB", "3.4 MB" ("3,4 Mo" in French, "٣٫٤ م.ب" in Arabic). Decimal, as phones and
 * macOS count them, because those are the units `Intl` names in every language. One decimal below
 * 100 of a unit, none above ("225 kB" reads better than "224.6 kB").
 */
export function formatFileSize(bytes: number | undefined, locale: string): string | undefined {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return undefined;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  // 999.96 kB would round to "1,000.0 kB": call it the next unit.
  if (unit < units.length - 1 && Math.round(value * 10) / 10 >= 1000) {
    value /= 1000;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return format(locale, units[unit]!, digits).format(value);
}
