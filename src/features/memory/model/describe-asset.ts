import type { Asset } from '@/api';
import { formatWallClockDate } from '@/lib/wall-clock';

/** "City, Country" from an asset's EXIF, or `undefined` when neither is known. */
export function placeOf(asset: Pick<Asset, 'exifInfo'> | undefined): string | undefined {
  const exif = asset?.exifInfo;
  const parts = [exif?.city, exif?.country].map((p) => p?.trim()).filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** Named, visible people on an asset, as "Anna, Ben and Chloé". */
export function peopleOf(asset: Pick<Asset, 'people'> | undefined): string | undefined {
  const names = (asset?.people ?? []).filter((p) => !p.isHidden && p.name.trim() !== '').map((p) => p.name.trim());
  return names.length > 0 ? listFormat.format(names) : undefined;
}

/**
 * Text alternative for a photo or video: its own description when it has one, else what we know
 * (kind, place, people, date), e.g. "Photo in Lyon, France with Anna and Ben, November 22, 2024".
 * `detail` is the full asset (`GET /assets/{id}`) when loaded: memory assets come thin.
 */
export function altTextOf(asset: Asset, detail?: Asset): string {
  const description = (detail?.exifInfo?.description ?? asset.exifInfo?.description)?.trim();
  if (description) return description;
  const kind = asset.type === 'VIDEO' ? 'Video' : 'Photo';
  const place = placeOf(detail) ?? placeOf(asset);
  const people = peopleOf(detail) ?? peopleOf(asset);
  const date = formatWallClockDate(asset.localDateTime, 'en-US');
  let text = kind;
  if (place) text += ` in ${place}`;
  if (people) text += ` with ${people}`;
  if (date) text += `, ${date}`;
  return text;
}
