import { MemoriesPage } from '@/features/memory/library/memories-page';

/** Route module for `/memories`: every memory, by section. */
export function Component() {
  return <MemoriesPage />;
}
