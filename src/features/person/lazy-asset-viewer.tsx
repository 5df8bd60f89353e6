import { lazy, Suspense, useState } from 'react';
import type { AssetViewerProps } from './viewer/asset-viewer';

// Buys: the person page's first screen loads no photo viewer (details panel, face boxes, EXIF
// formatting: ADR 096). Its code is fetched as soon as the page is idle, so that opening a photo
// finds it loaded; a photo opened before that (a link to it) shows once it has arrived.

type ViewerModule = typeof import('./viewer/asset-viewer');

let loaded: ViewerModule | undefined;
let loading: Promise<ViewerModule> | undefined;

/** Fetches the viewer's code (once); resolves to its module. */
export function loadAssetViewer(): Promise<ViewerModule> {
  loading ??= import('./viewer/asset-viewer').then((module) => (loaded = module));
  return loading;
}

/** {@link loadAssetViewer} when the browser is idle; returns a function that cancels it. */
export function loadAssetViewerWhenIdle(): () => void {
  if (loaded) return () => {};
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(() => void loadAssetViewer(), 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(() => void loadAssetViewer(), { timeout: 2000 });
  return () => cancelIdleCallback(handle);
}

const LazyViewer = lazy(() => loadAssetViewer().then((module) => ({ default: module.AssetViewer })));

/**
 * The photo viewer, rendered at once when its code is here, else as soon as it has loaded (nothing
 * in its place meanwhile: the grid stays as it was). Which of the two is chosen once per opening,
 * so a viewer is never mounted twice (its dialog and focus stay put).
 */
export function AssetViewer(props: AssetViewerProps) {
  const [Viewer] = useState(() => loaded?.AssetViewer);
  if (Viewer) return <Viewer {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyViewer {...props} />
    </Suspense>
  );
}
