import { useParams } from 'react-router';
import { MemoryPage } from '@/features/memory';

/** Route module for `/memories/:id`: the memory played like a story. */
export function Component() {
  const { id = '' } = useParams();
  return <MemoryPage memoryId={id} />;
}
