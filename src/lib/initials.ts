/**
 * The one or two letters an avatar shows when a user has no profile image: the first letters
 * of the first and last words of the name ("Alice Martin" -> "AM"), else the first letter of the
 * email, else "?". Counts user-perceived characters, so "Élodie" gives "É", not a lone accent.
 * Upper case follows `locale`: callers pass the reader's formatting locale (`formatLocale`); without
 * it the runtime's default applies.
 */
export function initials(name: string | undefined, email?: string, locale?: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (first) return (firstGrapheme(first, locale) + (last ? firstGrapheme(last, locale) : '')).toLocaleUpperCase(locale);
  const mail = (email ?? '').trim();
  if (mail) return firstGrapheme(mail, locale).toLocaleUpperCase(locale);
  return '?';
}

const segmenters = new Map<string | undefined, Intl.Segmenter>();

function firstGrapheme(word: string, locale: string | undefined): string {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'grapheme' });
    segmenters.set(locale, segmenter);
  }
  for (const { segment } of segmenter.segment(word)) return segment;
  return '';
}
