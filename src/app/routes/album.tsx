import { useMatch, useParams } from 'react-router';
import { AlbumPage } from '@/features/activity';

/**
 * Route module for /albums/:id/*. Reads /albums/:id/photos/:assetId itself (useMatch) so the album
 * page stays mounted under the photo viewer.
 */
export function Component() {
  const { id = '' } = useParams();
  const photo = useMatch('/albums/:id/photos/:assetId');
  return <AlbumPage key={id} albumId={id} assetId={photo?.params.assetId} />;
}
