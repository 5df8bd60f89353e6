import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, whenIdle } from './schedule';

describe('nextTask', () => {
  it('runs each function once, in order, after the current task', async () => {
    const ran: number[] = [];
    nextTask(() => ran.push(1));
    nextTask(() => ran.push(2));
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toEqual([1, 2]));
  });

  it('does not run a cancelled function, and still runs the ones after it', async () => {
    const ran: string[] = [];
    const cancel = nextTask(() => ran.push('cancelled'));
    nextTask(() => ran.push('kept'));
    cancel();
    await vi.waitFor(() => expect(ran).toEqual(['kept']));
    await new Promise((r) => setTimeout(r, 10));
    expect(ran).toEqual(['kept']);
  });
});

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks requestIdleCallback with the timeout, and cancels through cancelIdleCallback', () => {
    const request = vi.fn((_run: () => void, _options: { timeout: number }) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const run = vi.fn();
    const cancel = whenIdle(run, 5000);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    request.mock.calls[0]![0]();
    expect(run).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where there is no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run, 2000, 1000);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
