import { useCallback, useEffect, useReducer } from 'react';
import { frameLoopReducer, initialLoopState, type FrameLoopState } from '../model/frame-loop';
import type { FrameSlide } from '../model/playlist';

/** How long a change cross-fades (ms); CSS uses the same through `--frame-fade`. */
export const FRAME_FADE_MS = 1_500;

/** What {@link useFrameLoop} gives the stage. */
export interface FrameLoop {
  state: FrameLoopState;
  /** the image in `slot` has decoded the photo with `key` */
  onLoaded: (slot: 0 | 1, key: string) => void;
  /** the image in `slot` could not load the photo with `key` */
  onFailed: (slot: 0 | 1, key: string) => void;
}

/**
 * The frame's loop over `slides`: its two images (frame-loop.ts) and the only two timers it ever
 * has, the photo's time (`seconds`) and the fade of the last change. With `instant` (reduced
 * motion) changes cut, and there is no fade timer.
 */
export function useFrameLoop(slides: readonly FrameSlide[], seconds: number, instant: boolean): FrameLoop {
  const [state, dispatch] = useReducer(
    (s: FrameLoopState, action: Parameters<typeof frameLoopReducer>[1]) => frameLoopReducer(s, action, instant),
    undefined,
    initialLoopState,
  );

  useEffect(() => dispatch({ type: 'playlist', slides }), [slides]);

  const front = state.slots[state.front];
  // The photo's time runs once it is on screen (or has failed, to move past it).
  const isRunning = front.slide !== undefined && front.status !== 'loading';
  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [isRunning, seconds, state.changes, state.ticks, front.slide?.key]);

  useEffect(() => {
    if (!state.isFading) return;
    const timer = window.setTimeout(() => dispatch({ type: 'faded' }), FRAME_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [state.isFading, state.changes]);

  const onLoaded = useCallback((slot: 0 | 1, key: string) => dispatch({ type: 'loaded', slot, key }), []);
  const onFailed = useCallback((slot: 0 | 1, key: string) => dispatch({ type: 'failed', slot, key }), []);
  return { state, onLoaded, onFailed };
}
