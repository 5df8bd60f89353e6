import { listFormat, numberFormat } from '@/lib/intl-formats';
import { formatLocale } from './state';

/** A number with the reader's digits and grouping: "5,000", "5.000", "٥٬٠٠٠" (one formatter per locale). */
export function formatNumber(value: number, locale: string = formatLocale()): string {
  return numberFormat(locale).format(value);
}

/** Items as a list in the reader's language: "Ana, Ben and Carla", "Ana, Ben und Carla", "Ana وBen". */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction', locale: string = formatLocale()): string {
  return listFormat(locale, { type, style: type === 'unit' ? 'short' : 'long' }).format(items);
}
