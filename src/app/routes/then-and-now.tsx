import { useParams } from 'react-router';
import { ThenAndNowPage } from '@/features/then-and-now';

/** Route module for `/people/:id/then-and-now`: the person's photos, one a year, aligned on the face. */
export function Component() {
  const { id = '' } = useParams();
  return <ThenAndNowPage key={id} personId={id} />;
}
