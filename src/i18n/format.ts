import { formatLocale } from './state';

const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

/** A number with the reader's digits and grouping: "5,000", "5.000", "٥٬٠٠٠" (one formatter per locale). */
export function formatNumber(value: number, locale: string = formatLocale()): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** Items as a list in the reader's language: "Ana, Ben and Carla", "Ana, Ben und Carla", "Ana وBen". */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction', locale: string = formatLocale()): string {
  const key = `${locale} ${type}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale, { type, style: type === 'unit' ? 'short' : 'long' });
    listFormats.set(key, format);
  }
  return format.format(items);
}
