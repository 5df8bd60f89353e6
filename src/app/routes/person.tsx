import { useParams } from 'react-router';
import { PersonPage } from '@/features/person';

/** Route module for `/people/:id/*`: the photo viewer (`photos/:assetId`) lives inside the page. */
export function Component() {
  const { id = '' } = useParams();
  return <PersonPage key={id} personId={id} />;
}
