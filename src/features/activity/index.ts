export { AlbumPage, albumFirstRenderNeeds, type AlbumPageProps } from './album/album-page';
