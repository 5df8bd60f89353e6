import { lazyComponent } from '@/components/lazy-component';

// Buys: the person page's first screen loads no photo viewer (details panel, face boxes, EXIF
// formatting: ADR 126). The page fetches its code as soon as it is idle, so that opening a photo
// finds it loaded; a photo opened before that (a link to it) shows once it has arrived, nothing in
// its place meanwhile (the grid stays as it was).

/** The photo viewer (viewer/asset-viewer.tsx), loaded apart from the page. */
export const assetViewer = lazyComponent(() => import('./viewer/asset-viewer').then((module) => module.AssetViewer));
