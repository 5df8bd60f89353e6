import { formatList } from '@/i18n';
import { monthLabel } from '@/lib/month-groups';
import type { AssetGridWords, TileFacts } from './types';

/**
 * A tile's accessible name: its kind and date, then "favourite" and its stack, each a phrase of the
 * page's catalog, listed as the reader's language lists things ("Photo from Jun 3, 2021, 10:00 AM
 * and favourite", „Foto vom 03.06.2021, 10:00 und Favorit“).
 */
export function tileLabel(facts: TileFacts, words: AssetGridWords, locale: string): string {
  const parts = [facts.date === undefined ? words.kindUndated(facts.isVideo) : words.kindAndDate(facts.isVideo, facts.date)];
  if (facts.isFavorite) parts.push(words.favourite());
  if (facts.stackCount > 1) parts.push(words.stack(facts.stackCount));
  return parts.length === 1 ? parts[0]! : formatList(parts, 'conjunction', locale);
}

/** A group heading from the page's words: the month in `locale`, or "Unknown date". */
export function groupLabelOf(words: AssetGridWords, locale: string): (key: number) => string {
  return (key) => monthLabel(key, key < 0 ? words.unknownDate() : '', locale);
}
