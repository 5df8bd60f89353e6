export { MemoryPage, type MemoryPageProps } from './page/memory-page';
export { isForToday, todaysMemories } from './model/todays-memories';
