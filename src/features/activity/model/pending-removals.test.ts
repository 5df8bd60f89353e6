import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addPendingRemoval, onRemovalOutcome, resetPendingRemovals, startPendingRemovals, undoPendingRemoval, type PendingRemoval } from './pending-removals';

const KEY = 'keepsake:pending-removals';
const removal = (activityId: string, dueAt: number): PendingRemoval => ({ activityId, albumId: 'a1', authorId: 'u1', type: 'comment', dueAt });

/** Starts the store on a client whose delete mutation records what it is asked to remove. */
function start(run: (activityId: string) => Promise<void> = () => Promise.resolve()): string[] {
  const sent: string[] = [];
  const queryClient = new QueryClient();
  queryClient.setMutationDefaults(['delete'], { mutationFn: (v: { activityId: string }) => (sent.push(v.activityId), run(v.activityId)) });
  startPendingRemovals(queryClient, (albumId) => ({ mutationKey: ['delete'], scope: { id: albumId } }));
  return sent;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
});

afterEach(() => {
  resetPendingRemovals();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('pending removals', () => {
  it('sends a removal when its undo time is over, and not before', async () => {
    const sent = start();
    addPendingRemoval(removal('x', Date.now() + 6000));
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual(['x']);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('after a reload, sends what the previous page left, at once when past its time', async () => {
    localStorage.setItem(KEY, JSON.stringify([removal('late', Date.now() - 1), removal('soon', Date.now() + 3000)]));
    const sent = start();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['late']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toEqual(['late', 'soon']);
  });

  it('drops unreadable entries and sends nothing for them', async () => {
    localStorage.setItem(KEY, JSON.stringify([{ activityId: 7 }, 'junk', null, removal('ok', Date.now() - 1)]));
    const sent = start();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['ok']);
  });

  it('sends nothing once undone, here or in another tab (the entry gone from storage)', async () => {
    const sent = start();
    addPendingRemoval(removal('here', Date.now() + 6000));
    addPendingRemoval(removal('there', Date.now() + 6000));
    expect(undoPendingRemoval('here')).toBe(true);
    localStorage.setItem(KEY, '[]'); // another tab undid the other one
    await vi.advanceTimersByTimeAsync(7000);
    expect(sent).toEqual([]);
  });

  it('reports a failed removal, so the page can put the item back and say so', async () => {
    const outcomes: Array<string | undefined> = [];
    const stop = onRemovalOutcome(({ error }) => outcomes.push(error?.message));
    start(() => Promise.reject(new Error('503')));
    addPendingRemoval(removal('x', Date.now()));
    await vi.advanceTimersByTimeAsync(1);
    expect(outcomes).toEqual(['503']);
    expect(localStorage.getItem(KEY)).toBeNull();
    stop();
  });
});
