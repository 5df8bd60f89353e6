export { PersonPage, type PersonPageProps } from './person-page';
export { assetViewer } from './lazy-asset-viewer';
