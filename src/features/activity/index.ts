export { AlbumPage, type AlbumPageProps } from './album/album-page';
