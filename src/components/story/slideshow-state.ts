/**
 * The pure state machine behind `useSlideshow`: which slide shows, whether its media is ready, and
 * the clock that only runs while the slide is ready and nothing holds it. Every action carries
 * `now` (ms) so the reducer stays pure and tests control time.
 */

/** Whether the current slide's media can be shown: decoded image / playable video, or failed. */
export type SlideStatus = 'loading' | 'ready' | 'error';
/** Why the story is paused: the user (button, Space) or the grid below scrolled into view. */
export type PauseReason = 'user' | 'grid';
/**
 * Why the story is held for a moment, apart from any pause: a press on the photo, a mouse or pen
 * resting on the story's controls, keyboard focus inside the player. A hold is never the user's
 * choice to pause: it ends by itself when its reason goes away.
 */
export type HoldReason = 'press' | 'hover' | 'focus';

export interface SlideshowState {
  index: number;
  count: number;
  status: SlideStatus;
  pausedBy: PauseReason | undefined;
  /** the holds in force, each reason at most once (the clock stops while any is) */
  heldBy: readonly HoldReason[];
  isEnded: boolean;
  /** ms the current slide's clock ran before `runStartedAt` */
  elapsedMs: number;
  /** `now` when the clock last started; `undefined` while stopped */
  runStartedAt: number | undefined;
  /** bumps on every slide entry (also "watch again" and retry) so media remounts fresh */
  visit: number;
}

export type SlideshowAction =
  | { type: 'goTo'; index: number; now: number }
  | { type: 'advance'; now: number }
  | { type: 'back'; now: number }
  | { type: 'ready'; visit: number; now: number }
  | { type: 'error'; visit: number; now: number }
  | { type: 'retry'; now: number }
  | { type: 'pause'; reason: PauseReason; now: number }
  | { type: 'play'; now: number }
  | { type: 'toggle'; now: number }
  | { type: 'resumeFrom'; reason: PauseReason; now: number }
  | { type: 'hold'; reason: HoldReason; isHeld: boolean; now: number }
  | { type: 'count'; count: number; now: number };

export function initialState(count: number, initialIndex: number, startPaused: boolean): SlideshowState {
  return {
    index: clamp(initialIndex, count),
    count,
    status: 'loading',
    pausedBy: startPaused ? 'user' : undefined,
    heldBy: [],
    isEnded: false,
    elapsedMs: 0,
    runStartedAt: undefined,
    visit: 0,
  };
}

function clamp(index: number, count: number): number {
  return Math.min(Math.max(0, index), Math.max(0, count - 1));
}

/** The clock runs only while the slide is shown, not paused, not held and not finished. */
export function isClockRunning(s: SlideshowState): boolean {
  return s.status !== 'loading' && s.pausedBy === undefined && s.heldBy.length === 0 && !s.isEnded && s.count > 0;
}

function withHold(heldBy: readonly HoldReason[], reason: HoldReason, isHeld: boolean): readonly HoldReason[] {
  if (heldBy.includes(reason) === isHeld) return heldBy;
  return isHeld ? [...heldBy, reason] : heldBy.filter((r) => r !== reason);
}

function enter(s: SlideshowState, index: number): SlideshowState {
  return { ...s, index, status: 'loading', isEnded: false, elapsedMs: 0, runStartedAt: undefined, visit: s.visit + 1 };
}

function step(s: SlideshowState, a: SlideshowAction): SlideshowState {
  switch (a.type) {
    case 'goTo':
      return enter(s, clamp(a.index, s.count));
    case 'advance':
      // The story stops on the last slide (the end card shows) instead of wrapping around.
      return s.index >= s.count - 1 ? { ...s, isEnded: true } : enter(s, s.index + 1);
    case 'back':
      return enter(s, Math.max(0, s.index - 1));
    case 'ready':
    case 'error':
      // A late report from a slide that is no longer current must not touch the new one.
      if (a.visit !== s.visit || s.status !== 'loading') return s;
      return { ...s, status: a.type === 'ready' ? 'ready' : 'error' };
    case 'retry':
      return { ...s, status: 'loading', elapsedMs: 0, runStartedAt: undefined, visit: s.visit + 1 };
    case 'pause':
      // A user pause wins over an automatic one, so scrolling back up never overrides it.
      return s.pausedBy === 'user' ? s : { ...s, pausedBy: a.reason };
    case 'play': {
      // Pressing Play means "run now": it also lifts the hover and focus holds, which come back
      // only with the next pointer entry or focus move (a held press stays: the finger is down).
      const played = { ...s, pausedBy: undefined, heldBy: s.heldBy.filter((r) => r === 'press') };
      return s.isEnded ? enter(played, 0) : played;
    }
    case 'toggle':
      return s.pausedBy === undefined && !s.isEnded ? step(s, { type: 'pause', reason: 'user', now: a.now }) : step(s, { type: 'play', now: a.now });
    case 'resumeFrom':
      return s.pausedBy === a.reason ? { ...s, pausedBy: undefined } : s;
    case 'hold': {
      const heldBy = withHold(s.heldBy, a.reason, a.isHeld);
      return heldBy === s.heldBy ? s : { ...s, heldBy };
    }
    case 'count':
      return { ...s, count: a.count, index: clamp(s.index, a.count) };
  }
}

/** Applies an action, then settles the clock: it keeps the remaining time across a pause. */
export function slideshowReducer(s: SlideshowState, a: SlideshowAction): SlideshowState {
  const next = step(s, a);
  if (next === s) return s;
  const wasRunning = s.runStartedAt !== undefined;
  const running = isClockRunning(next);
  if (next.visit !== s.visit) return { ...next, runStartedAt: running ? a.now : undefined };
  if (!wasRunning && running) return { ...next, runStartedAt: a.now };
  if (wasRunning && !running) {
    return { ...next, elapsedMs: next.elapsedMs + (a.now - (s.runStartedAt ?? a.now)), runStartedAt: undefined };
  }
  return next;
}

/** ms of the current slide's clock that have run by `now`. */
export function elapsedAt(s: SlideshowState, now: number): number {
  return s.elapsedMs + (s.runStartedAt === undefined ? 0 : now - s.runStartedAt);
}
