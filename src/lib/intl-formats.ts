/*
 * The one cache of `Intl` formatters. Creating a formatter costs far more than using one, and a
 * grid, a list or a panel formats the same kind of value for every item it draws (a month heading
 * per group, a date per tile, a dozen EXIF values per photo): each locale and set of options is
 * built once and kept.
 */

const formats = new Map<string, unknown>();

function cached<T>(kind: string, locale: string | undefined, options: object, make: () => T): T {
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.RelativeTimeFormat(locale, options)`, built once per locale and options. */
export function relativeTimeFormat(locale: string | undefined, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

/** `new Intl.ListFormat(locale, options)`, built once per locale and options. */
export function listFormat(locale: string | undefined, options: Intl.ListFormatOptions): Intl.ListFormat {
  return cached('list', locale, options, () => new Intl.ListFormat(locale, options));
}
