import { PeoplePage } from '@/features/people';

/** Route module for `/people`: everyone, and who is shown or hidden. */
export function Component() {
  return <PeoplePage />;
}
