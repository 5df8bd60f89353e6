import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, fakeApi } from '@/test/api';
import { MEMORY_UNDO_MS, deleteMemoryLater, onMemoryRemovalOutcome, removeFromMemory, resetMemoryRemovals, startMemoryRemovals, undoMemoryRemoval } from './memory-removals';

const KEY = 'keepsake:pending-memory-removals';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
});
afterEach(() => {
  resetMemoryRemovals();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const deletes = (api: ReturnType<typeof fakeApi>) => calledUrls(api).filter((u) => u.startsWith('DELETE'));

describe('memory removals', () => {
  it('sends a photo’s removal once its undo time is over, not before', async () => {
    const api = fakeApi({ 'DELETE /api/memories/m1/assets': { body: [{ id: 'a1', success: true }] } });
    startMemoryRemovals(new QueryClient());
    removeFromMemory('m1', 'a1');
    await vi.advanceTimersByTimeAsync(MEMORY_UNDO_MS - 1);
    expect(deletes(api)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(deletes(api)).toEqual(['DELETE /api/memories/m1/assets']);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('undo within the time sends nothing', async () => {
    const api = fakeApi({});
    startMemoryRemovals(new QueryClient());
    deleteMemoryLater('m1');
    expect(undoMemoryRemoval({ kind: 'memory', memoryId: 'm1', dueAt: 0 })).toBe(true);
    await vi.advanceTimersByTimeAsync(MEMORY_UNDO_MS * 2);
    expect(deletes(api)).toEqual([]);
  });

  it('a reload within the undo time neither cancels nor repeats it: the next page sends it once', async () => {
    const api = fakeApi({ 'DELETE /api/memories/m1': { status: 204, body: undefined } });
    startMemoryRemovals(new QueryClient());
    deleteMemoryLater('m1');
    await vi.advanceTimersByTimeAsync(1000);
    resetMemoryRemovals(); // the page goes away…
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toHaveLength(1);
    startMemoryRemovals(new QueryClient()); // …and the next one starts
    await vi.advanceTimersByTimeAsync(MEMORY_UNDO_MS);
    expect(deletes(api)).toEqual(['DELETE /api/memories/m1']);
  });

  it('a removal the server refuses comes back, with its reason', async () => {
    fakeApi({ 'DELETE /api/memories/m1/assets': { body: [{ id: 'a1', success: false, error: 'no_permission' }] } });
    const outcomes: string[] = [];
    onMemoryRemovalOutcome(({ item, error }) => outcomes.push(`${item.kind}:${error?.message ?? 'ok'}`));
    startMemoryRemovals(new QueryClient());
    removeFromMemory('m1', 'a1');
    await vi.advanceTimersByTimeAsync(MEMORY_UNDO_MS);
    expect(outcomes).toEqual(['asset:The server did not remove it (no_permission)']);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops what it cannot read from storage', async () => {
    localStorage.setItem(KEY, JSON.stringify([{ kind: 'album', memoryId: 'x', dueAt: 0 }, 'junk']));
    const api = fakeApi({});
    startMemoryRemovals(new QueryClient());
    await vi.advanceTimersByTimeAsync(10);
    expect(deletes(api)).toEqual([]);
  });
});
