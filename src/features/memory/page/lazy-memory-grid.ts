import { lazyComponent } from '@/components/lazy-component';

// Buys: the memory's first screen (the player and its first photo) loads no grid: "All photos in
// this memory" renders once the first photo is on screen (ADR 041), and its code (the justified,
// virtualized grid and the photo dialog) is fetched then, beside the grid's thumbnails (ADR 126).

/** "All photos in this memory" (grid/memory-grid.tsx), loaded apart from the page. */
export const memoryGrid = lazyComponent(() => import('../grid/memory-grid').then((module) => module.MemoryGrid));
