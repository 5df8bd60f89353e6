/**
 * The one or two letters an avatar shows when a user has no profile image: the first letters
 * of the first and last words of the name ("Alice Martin" -> "AM"), else the first letter of the
 * email, else "?". Counts user-perceived characters, so "Élodie" gives "É", not a lone accent.
 */
export function initials(name: string | undefined, email?: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (first) return (firstGrapheme(first) + (last ? firstGrapheme(last) : '')).toLocaleUpperCase();
  const mail = (email ?? '').trim();
  if (mail) return firstGrapheme(mail).toLocaleUpperCase();
  return '?';
}

function firstGrapheme(word: string): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of segmenter.segment(word)) return segment;
  return '';
}
