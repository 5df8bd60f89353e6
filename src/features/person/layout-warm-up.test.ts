// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleLayoutWarmUp } from './layout-warm-up';

describe('scheduleLayoutWarmUp', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('spreads the rounds over several idle callbacks, a few ms each, even when an idle period is long', () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => callbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // every reading of the clock is 2 ms later: a round "takes" 2 ms
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 2));
    const generous: IdleDeadline = { didTimeout: false, timeRemaining: () => 49 };

    scheduleLayoutWarmUp();
    let steps = 0;
    while (callbacks.length > 0 && steps < 1000) {
      callbacks.shift()!(generous);
      steps++;
    }
    expect(callbacks).toHaveLength(0); // it finished
    expect(steps).toBeGreaterThan(4); // not all rounds in one 50 ms idle period
  });
});
