/**
 * The helpers compiled catalogs call (see `scripts/i18n/catalog-plugin.ts`): `@messageformat/runtime`'s
 * own, except `number`, which writes `#` in the reader's formatting locale instead of the catalog's
 * language, so a count in a sentence uses the same digits as every other number on the page.
 */
import { formatLocale } from './state';

export { plural, select } from '@messageformat/runtime';

const formats = new Map<string, Intl.NumberFormat>();

/** `#` in a plural case: the value less the case's offset, as a number in the reader's locale. */
export function number(_catalogLocale: string, value: number, offset: number): string {
  const locale = formatLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(value - offset);
}
