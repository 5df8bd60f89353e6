import type { Album } from '@/api';

/** What the activity is about, as the words name it: "Like this video", "Comments on this photo". */
export interface ActivitySubject {
  /** "this album", "this photo", "this video" */
  what: 'this album' | 'this photo' | 'this video';
  /** "Album", "Photo", "Video" */
  noun: 'Album' | 'Photo' | 'Video';
}

/** The subject of the activity of `album`, or of its asset `assetId` (a video says so). */
export function activitySubject(album: Pick<Album, 'assets'>, assetId: string | undefined): ActivitySubject {
  if (!assetId) return { what: 'this album', noun: 'Album' };
  const isVideo = album.assets.some((a) => a.id === assetId && a.type === 'VIDEO');
  return isVideo ? { what: 'this video', noun: 'Video' } : { what: 'this photo', noun: 'Photo' };
}
