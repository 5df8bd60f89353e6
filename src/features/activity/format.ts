/** Numbers in the reader's locale for the activity views (one formatter per locale, shared). */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** `count` with the locale's digits and grouping: "5,000", "5.000", "٥٬٠٠٠". */
export function formatNumber(count: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(count);
}
