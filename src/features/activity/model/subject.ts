import type { AlbumPhoto } from '@/api';
import { formatLocale, t } from '@/i18n';
import { formatWallClockDateTime } from '@/lib/wall-clock';

/**
 * What the activity is about: the album, or one of its photos or videos. Messages select their
 * words on it ("Like this video", "Comments on this photo"), so each language agrees with the noun.
 */
export type ActivitySubject = 'album' | 'photo' | 'video';

/** The subject of the activity of an album with `photos`, or of its photo `assetId` (a video says so). */
export function activitySubject(photos: readonly Pick<AlbumPhoto, 'id' | 'isVideo'>[], assetId: string | undefined): ActivitySubject {
  if (!assetId) return 'album';
  return photos.some((a) => a.id === assetId && a.isVideo) ? 'video' : 'photo';
}

/** The fields a photo is named by: its file name where the server gave it, else when it was taken. */
export type NamedPhoto = Pick<AlbumPhoto, 'fileName' | 'localDateTime'> & { isVideo?: boolean | undefined };

type Naming = { how: 'named'; name: string } | { how: 'taken'; when: string } | { how: 'undated' };

function naming(photo: NamedPhoto): Naming {
  if (photo.fileName) return { how: 'named', name: photo.fileName };
  // The camera's wall-clock time, as written, in the reader's locale.
  const when = formatWallClockDateTime(photo.localDateTime, formatLocale());
  return when ? { how: 'taken', when } : { how: 'undated' };
}

const typeOf = (photo: NamedPhoto) => (photo.isVideo ? 'video' : 'photo');

/** A photo as a tile or a dialog names it: "Photo IMG_1.jpg", "Video taken 24 November 2021 at 16:22". */
export function photoLabel(photo: NamedPhoto): string {
  const n = naming(photo);
  const type = typeOf(photo);
  if (n.how === 'named') return t('activity.photo.named', { type, name: n.name });
  if (n.how === 'taken') return t('activity.photo.taken', { type, when: n.when });
  return t('activity.photo.undated', { type });
}

/** The text of a link to a photo: "Open the photo IMG_1.jpg". */
export function photoLinkLabel(photo: NamedPhoto): string {
  const n = naming(photo);
  const type = typeOf(photo);
  if (n.how === 'named') return t('activity.photo.open.named', { type, name: n.name });
  if (n.how === 'taken') return t('activity.photo.open.taken', { type, when: n.when });
  return t('activity.photo.open.undated', { type });
}

/** A photo's name as a title on its own: the file name, else "Taken 24 November 2021 at 16:22". */
export function photoTitle(photo: NamedPhoto): string {
  const n = naming(photo);
  if (n.how === 'named') return n.name;
  if (n.how === 'taken') return t('activity.photo.title.taken', { type: typeOf(photo), when: n.when });
  return t('activity.photo.title.undated');
}
