export { MemoryPage, type MemoryPageProps } from './page/memory-page';
