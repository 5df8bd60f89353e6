import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useWakeLock } from './use-wake-lock';

/** A Screen Wake Lock that hands out sentinels the browser may release (as it does when the page is hidden). */
function fakeWakeLock() {
  const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(() => {
    const sentinel = { released: false, release: vi.fn(() => ((sentinel.released = true), Promise.resolve())) };
    sentinels.push(sentinel);
    return Promise.resolve(sentinel);
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('useWakeLock', () => {
  it('keeps the screen on, asks again when the page is visible after the browser let go, and lets go on unmount', async () => {
    const { request, sentinels } = fakeWakeLock();
    const { unmount } = renderHook(() => useWakeLock(true));
    await flush();
    expect(request).toHaveBeenCalledWith('screen');
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(request).toHaveBeenCalledTimes(1); // still held
    sentinels[0]!.released = true; // the page was hidden
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(request).toHaveBeenCalledTimes(2);
    unmount();
    expect(sentinels[1]!.release).toHaveBeenCalled();
  });

  it('asks for nothing while inactive', async () => {
    const { request } = fakeWakeLock();
    renderHook(() => useWakeLock(false));
    await flush();
    expect(request).not.toHaveBeenCalled();
  });
});
