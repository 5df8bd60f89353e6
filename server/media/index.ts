/**
 * The demo library's picture factory: deterministic JPEG photos with drawn faces and EXIF,
 * previews, thumbnails and thumbhashes, avatars, face crops and small MP4 videos.
 * Contract types live in ./types.
 */
export type * from './types';
export { renderPhoto } from './photo';
export { readExif } from './exif-read';
export { PREVIEW_LONG_SIDE, THUMBNAIL_SHORT_SIDE, previewSize } from './derive';
export { renderVideo, VIDEO_FPS } from './video';
export { findFfmpeg, releaseFfmpeg } from './ffmpeg';
export { renderAvatar, cropFaceThumbnail, AVATAR_SIZE, FACE_THUMBNAIL_SIZE } from './avatar';
