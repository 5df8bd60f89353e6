import type { AlbumPhoto } from '@/api';
import { formatWallClockDateTime } from '@/lib/wall-clock';

/** What the activity is about, as the words name it: "Like this video", "Comments on this photo". */
export interface ActivitySubject {
  /** "this album", "this photo", "this video" */
  what: 'this album' | 'this photo' | 'this video';
  /** "Album", "Photo", "Video" */
  noun: 'Album' | 'Photo' | 'Video';
}

/** The subject of the activity of an album with `photos`, or of its photo `assetId` (a video says so). */
export function activitySubject(photos: readonly Pick<AlbumPhoto, 'id' | 'isVideo'>[], assetId: string | undefined): ActivitySubject {
  if (!assetId) return { what: 'this album', noun: 'Album' };
  const isVideo = photos.some((a) => a.id === assetId && a.isVideo);
  return isVideo ? { what: 'this video', noun: 'Video' } : { what: 'this photo', noun: 'Photo' };
}

/**
 * How a photo of the album is named to people: its file name where the server gave it, else when
 * it was taken ("taken 24 November 2021 at 16:22"), e.g. after "Photo " or "Open the photo ".
 */
export function photoName(photo: Pick<AlbumPhoto, 'fileName' | 'localDateTime'>): string {
  if (photo.fileName) return photo.fileName;
  const when = formatWallClockDateTime(photo.localDateTime);
  return when ? `taken ${when}` : 'without a date';
}

/** A photo's name as a title on its own: the file name, else "Taken 24 November 2021 at 16:22". */
export function photoTitle(photo: Pick<AlbumPhoto, 'fileName' | 'localDateTime'>): string {
  const name = photoName(photo);
  return photo.fileName ? name : name.charAt(0).toUpperCase() + name.slice(1);
}
