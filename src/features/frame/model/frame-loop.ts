import { slideAfter, type FrameSlide } from './playlist';

/**
 * The pure state machine of a frame's two images: the front one on screen, the back one loading
 * (and decoding) the next photo. Only these two are ever decoded; they swap roles at each change.
 */

/** Whether a slot's photo is decoded (`ready`), still coming, or failed to load. */
export type SlotStatus = 'loading' | 'ready' | 'failed';

/** One of the two images: the photo it holds, if any. */
export interface FrameSlot {
  slide: FrameSlide | undefined;
  status: SlotStatus;
}

export interface FrameLoopState {
  slides: readonly FrameSlide[];
  slots: readonly [FrameSlot, FrameSlot];
  /** which slot is on screen */
  front: 0 | 1;
  /** the front photo has had its time: the next one shows as soon as it is decoded */
  isDue: boolean;
  /** the old front photo is still fading out: the back slot may not load another yet */
  isFading: boolean;
  /** photos changed so far (the caption's burn-in shift follows it) */
  changes: number;
  /** intervals passed so far (each re-arms the one timer) */
  ticks: number;
}

export type FrameLoopAction =
  | { type: 'playlist'; slides: readonly FrameSlide[] }
  | { type: 'loaded' | 'failed'; slot: 0 | 1; key: string }
  /** the front photo's time is up */
  | { type: 'tick' }
  /** the fade of the last change is over */
  | { type: 'faded' };

const empty: FrameSlot = { slide: undefined, status: 'loading' };
const holding = (slide: FrameSlide | undefined): FrameSlot => ({ slide, status: 'loading' });

export function initialLoopState(): FrameLoopState {
  return { slides: [], slots: [empty, empty], front: 0, isDue: false, isFading: false, changes: 0, ticks: 0 };
}

function withSlot(state: FrameLoopState, index: 0 | 1, slot: FrameSlot): FrameLoopState {
  const slots: [FrameSlot, FrameSlot] = [state.slots[0], state.slots[1]];
  slots[index] = slot;
  return { ...state, slots };
}

const backOf = (state: FrameLoopState) => (state.front === 0 ? 1 : 0);

/** Loads the photo after the front one into the back slot (none with a loop of one photo). */
function loadBack(state: FrameLoopState): FrameLoopState {
  const frontKey = state.slots[state.front].slide?.key;
  const next = slideAfter(state.slides, frontKey);
  return withSlot(state, backOf(state), holding(next?.key === frontKey ? undefined : next));
}

/** The back photo goes on screen; the old front one fades out (at once with `instant`). */
function change(state: FrameLoopState, instant: boolean): FrameLoopState {
  const swapped: FrameLoopState = { ...state, front: backOf(state), isDue: false, isFading: !instant, changes: state.changes + 1 };
  return instant ? loadBack(swapped) : swapped;
}

/**
 * @param instant changes cut without a fade (reduced motion): the back slot is free at once
 */
export function frameLoopReducer(state: FrameLoopState, action: FrameLoopAction, instant = false): FrameLoopState {
  const back = backOf(state);
  switch (action.type) {
    case 'playlist': {
      let next: FrameLoopState = { ...state, slides: action.slides };
      if (action.slides.length === 0) return { ...next, slots: [empty, empty], isDue: false };
      // What is on screen stays until its time is up, even when the new loop has it no more.
      if (!next.slots[next.front].slide) next = withSlot(next, next.front, holding(action.slides[0]));
      const backKey = next.slots[back].slide?.key;
      const expected = slideAfter(action.slides, next.slots[next.front].slide?.key);
      if (!next.isFading && backKey !== expected?.key) next = loadBack(next);
      return next;
    }
    case 'loaded':
    case 'failed': {
      const slot = state.slots[action.slot];
      if (slot.slide?.key !== action.key || slot.status !== 'loading') return state;
      const next = withSlot(state, action.slot, { slide: slot.slide, status: action.type === 'loaded' ? 'ready' : 'failed' });
      return action.type === 'loaded' && action.slot === back && state.isDue ? change(next, instant) : next;
    }
    case 'tick': {
      const ticked = { ...state, ticks: state.ticks + 1 };
      const front = state.slots[state.front];
      // A photo that would not load gives way to the next one, one try per interval.
      if (front.status === 'failed') return withSlot(ticked, state.front, holding(slideAfter(state.slides, front.slide?.key)));
      const backSlot = state.slots[back];
      if (!backSlot.slide) return ticked;
      if (backSlot.status === 'ready') return change(ticked, instant);
      if (backSlot.status === 'failed') return { ...withSlot(ticked, back, holding(slideAfter(state.slides, backSlot.slide.key))), isDue: true };
      return { ...ticked, isDue: true };
    }
    case 'faded':
      return state.isFading ? loadBack({ ...state, isFading: false }) : state;
  }
}
