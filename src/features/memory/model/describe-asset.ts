import type { Asset } from '@/api';
import { formatList, formatLocale, t } from '@/i18n';
import { formatWallClockDate } from '@/lib/wall-clock';

/**
 * "City, Country" from an asset's EXIF in the reader's language's order and punctuation, or
 * `undefined` when neither is known. The names themselves are the server's, never translated.
 */
export function placeOf(asset: Pick<Asset, 'exifInfo'> | undefined): string | undefined {
  const exif = asset?.exifInfo;
  const city = exif?.city?.trim();
  const country = exif?.country?.trim();
  if (city && country) return t('memory.place', { city, country });
  return city || country || undefined;
}

/** Up to this many names are listed; beyond, the first ones and "N others". */
const maxNames = 3;

/**
 * Named, visible people on an asset as a list in the reader's language: "Anna, Ben and Chloé", or
 * with more than three, "Anna, Ben and 3 others" (the last item is a plural message, so the list's
 * own "and" and the count's grammar both come from the language).
 */
export function peopleOf(asset: Pick<Asset, 'people'> | undefined): string | undefined {
  const names = (asset?.people ?? []).filter((p) => !p.isHidden && p.name.trim() !== '').map((p) => p.name.trim());
  if (names.length === 0) return undefined;
  const shown = names.length > maxNames ? [...names.slice(0, maxNames - 1), t('memory.people.others', { count: names.length - (maxNames - 1) })] : names;
  return formatList(shown);
}

/**
 * Text alternative for a photo or video: its own description when it has one, else what we know
 * (kind, place, people, date), e.g. "Photo in Lyon, France with Anna and Ben, November 22, 2024".
 * `detail` is the full asset (`GET /assets/{id}`) when loaded: memory assets come thin.
 */
export function altTextOf(asset: Asset, detail?: Asset): string {
  const description = (detail?.exifInfo?.description ?? asset.exifInfo?.description)?.trim();
  if (description) return description;
  const kind = asset.type === 'VIDEO' ? 'video' : 'photo';
  const place = placeOf(detail) ?? placeOf(asset);
  const people = peopleOf(detail) ?? peopleOf(asset);
  const what =
    place && people
      ? t('memory.alt.inPlaceWithPeople', { kind, place, people })
      : place
        ? t('memory.alt.inPlace', { kind, place })
        : people
          ? t('memory.alt.withPeople', { kind, people })
          : t('memory.alt.kind', { kind });
  const date = formatWallClockDate(asset.localDateTime, formatLocale());
  return date ? t('memory.alt.dated', { description: what, date }) : what;
}
