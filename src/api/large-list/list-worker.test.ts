import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_WORKER_TTL_MS, startListWorkerEarly, takeEarlyListWorker } from './list-worker';
import { FakeWorker } from './test-worker';

beforeEach(() => {
  FakeWorker.all = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  takeEarlyListWorker('p-1')?.terminate();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the list worker started ahead of the query layer', () => {
  it('is a module worker taken over once, by the query of the same person only', () => {
    startListWorkerEarly('p-1');
    startListWorkerEarly('p-2'); // (one at a time)
    expect(FakeWorker.all).toHaveLength(1);
    expect(FakeWorker.all[0]!.options).toMatchObject({ type: 'module', name: 'large-list' });
    expect(takeEarlyListWorker('p-2')).toBeUndefined();
    expect(takeEarlyListWorker('p-1')).toBe(FakeWorker.all[0]);
    expect(takeEarlyListWorker('p-1')).toBeUndefined();
    expect(FakeWorker.all[0]!.terminated).toBe(false);
  });

  it('is terminated when no query takes it in time', () => {
    vi.useFakeTimers();
    startListWorkerEarly('p-1');
    vi.advanceTimersByTime(EARLY_WORKER_TTL_MS);
    expect(FakeWorker.all[0]!.terminated).toBe(true);
    expect(takeEarlyListWorker('p-1')).toBeUndefined();
  });

  it('is not handed over when its script failed to load (the query starts its own)', () => {
    startListWorkerEarly('p-1');
    FakeWorker.all[0]!.fail('offline');
    expect(takeEarlyListWorker('p-1')).toBeUndefined();
    expect(FakeWorker.all[0]!.terminated).toBe(true);
  });
});
