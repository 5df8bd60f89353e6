export { AlbumPage, type AlbumPageProps } from './album/album-page';
export { registerActivityMutationDefaults } from './model/activity-mutations';
