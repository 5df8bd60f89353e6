export { Thumbnail, type ThumbnailProps } from './thumbnail';
