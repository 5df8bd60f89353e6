import { matchPath, useParams } from 'react-router';
import { assetViewer, PersonPage } from '@/features/person';

/** Route module for `/people/:id/*`: the photo viewer (`photos/:assetId`) lives inside the page. */
export function Component() {
  const { id = '' } = useParams();
  return <PersonPage key={id} personId={id} />;
}

/** A link to a photo opens on its viewer: its code loads with the page's (the router waits for both). */
export function firstRenderNeeds(pathname: string): Promise<unknown> | undefined {
  return matchPath('/people/:id/photos/:assetId', pathname) ? assetViewer.load() : undefined;
}
