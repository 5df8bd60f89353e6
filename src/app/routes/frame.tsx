import { FramePage, type FrameKit } from '@/features/frame';
import { altTextOf, placeOf } from '@/features/memory/model/describe-asset';
import { todaysMemories } from '@/features/memory/model/todays-memories';
import { useMemoryTitle } from '@/features/memory/model/use-memory-title';
import { useReducedMotion } from '@/components/story/use-reduced-motion';

/** What frame mode takes from the memory feature: the day's memories, their titles, a photo's words. */
const kit: FrameKit = {
  memoriesOfDay: todaysMemories,
  useTitle: useMemoryTitle,
  useReducedMotion,
  altOf: (asset) => altTextOf(asset),
  placeOf,
};

/** Route module for `/frame`: memories full screen on a wall tablet or TV (ADR 102). */
export function Component() {
  return <FramePage kit={kit} />;
}
