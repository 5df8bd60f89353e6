// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { elapsedAt, initialState, isClockRunning, slideshowReducer, type SlideshowAction, type SlideshowState } from './slideshow-state';

/** A three-slide story whose first slide became ready at t=0 (its clock running). */
function running(): SlideshowState {
  return slideshowReducer(initialState(3, 0, false), { type: 'ready', visit: 0, now: 0 });
}

function run(s: SlideshowState, ...actions: SlideshowAction[]): SlideshowState {
  return actions.reduce(slideshowReducer, s);
}

describe('slideshowReducer: holds', () => {
  it.each(['press', 'hover', 'focus'] as const)('a %s hold stops the clock and keeps the time; its end resumes', (reason) => {
    const held = run(running(), { type: 'hold', reason, isHeld: true, now: 2_000 });
    expect(isClockRunning(held)).toBe(false);
    expect(held.pausedBy).toBeUndefined();
    expect(elapsedAt(held, 9_000)).toBe(2_000);
    const released = run(held, { type: 'hold', reason, isHeld: false, now: 9_000 });
    expect(isClockRunning(released)).toBe(true);
    expect(elapsedAt(released, 10_000)).toBe(3_000);
  });

  it('runs again only once every hold has ended', () => {
    const s = run(
      running(),
      { type: 'hold', reason: 'hover', isHeld: true, now: 1 },
      { type: 'hold', reason: 'focus', isHeld: true, now: 2 },
      { type: 'hold', reason: 'hover', isHeld: false, now: 3 },
    );
    expect(s.heldBy).toEqual(['focus']);
    expect(isClockRunning(s)).toBe(false);
    expect(isClockRunning(run(s, { type: 'hold', reason: 'focus', isHeld: false, now: 4 }))).toBe(true);
  });

  it('repeating a hold or ending one not in force changes nothing', () => {
    const held = run(running(), { type: 'hold', reason: 'hover', isHeld: true, now: 1 });
    expect(run(held, { type: 'hold', reason: 'hover', isHeld: true, now: 2 })).toBe(held);
    expect(run(held, { type: 'hold', reason: 'focus', isHeld: false, now: 2 })).toBe(held);
  });

  it('a user pause made during a hover stays after the hover ends', () => {
    const s = run(
      running(),
      { type: 'hold', reason: 'hover', isHeld: true, now: 1 },
      { type: 'toggle', now: 2 },
      { type: 'hold', reason: 'hover', isHeld: false, now: 3 },
    );
    expect(s.pausedBy).toBe('user');
    expect(isClockRunning(s)).toBe(false);
  });

  it('a hover while paused by the user does not play when it ends', () => {
    const s = run(
      running(),
      { type: 'pause', reason: 'user', now: 1 },
      { type: 'hold', reason: 'hover', isHeld: true, now: 2 },
      { type: 'hold', reason: 'hover', isHeld: false, now: 3 },
    );
    expect(s.pausedBy).toBe('user');
    expect(isClockRunning(s)).toBe(false);
  });

  it('toggling while only held pauses (the button offered "Pause"), it does not play', () => {
    const s = run(running(), { type: 'hold', reason: 'focus', isHeld: true, now: 1 }, { type: 'toggle', now: 2 });
    expect(s.pausedBy).toBe('user');
  });

  it('Play lifts the hover and focus holds, not a press', () => {
    const paused = run(
      running(),
      { type: 'pause', reason: 'user', now: 1 },
      { type: 'hold', reason: 'hover', isHeld: true, now: 2 },
      { type: 'hold', reason: 'focus', isHeld: true, now: 3 },
    );
    const played = run(paused, { type: 'play', now: 4 });
    expect(played.heldBy).toEqual([]);
    expect(isClockRunning(played)).toBe(true);

    const pressed = run(paused, { type: 'hold', reason: 'press', isHeld: true, now: 4 }, { type: 'play', now: 5 });
    expect(pressed.heldBy).toEqual(['press']);
    expect(isClockRunning(pressed)).toBe(false);
  });

  it('a hold survives moving to another slide, and its clock waits for the hold', () => {
    const s = run(
      running(),
      { type: 'hold', reason: 'focus', isHeld: true, now: 1 },
      { type: 'advance', now: 2 },
      { type: 'ready', visit: 1, now: 3 },
    );
    expect(s.index).toBe(1);
    expect(isClockRunning(s)).toBe(false);
    expect(s.runStartedAt).toBeUndefined();
  });

  it('the grid pause and a hover are independent', () => {
    const s = run(
      running(),
      { type: 'pause', reason: 'grid', now: 1 },
      { type: 'hold', reason: 'hover', isHeld: true, now: 2 },
      { type: 'resumeFrom', reason: 'grid', now: 3 },
    );
    expect(s.pausedBy).toBeUndefined();
    expect(isClockRunning(s)).toBe(false);
    expect(isClockRunning(run(s, { type: 'hold', reason: 'hover', isHeld: false, now: 4 }))).toBe(true);
  });
});
