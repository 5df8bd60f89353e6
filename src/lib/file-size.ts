const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/**
 * A byte count in binary units, as file managers show it: "512 B", "59.1 KiB", "3.4 MiB".
 * One decimal below 100 of a unit, none above ("224 KiB" reads better than "224.6 KiB").
 */
export function formatFileSize(bytes: number | undefined, locale?: string): string | undefined {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return undefined;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  return `${text} ${units[unit]}`;
}
