/**
 * The helpers compiled catalogs call (see `scripts/i18n/catalog-plugin.ts`): `@messageformat/runtime`'s
 * own, except `number`, which writes `#` in the reader's formatting locale instead of the catalog's
 * language, so a count in a sentence uses the same digits as every other number on the page.
 */
import { formatNumber } from './format';

export { plural, select } from '@messageformat/runtime';

/** `#` in a plural case: the value less the case's offset, as a number in the reader's locale. */
export function number(_catalogLocale: string, value: number, offset: number): string {
  return formatNumber(value - offset);
}
