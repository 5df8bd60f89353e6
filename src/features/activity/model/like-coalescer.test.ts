// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { LikeCoalescer } from './like-coalescer';

/** Operations against a fake server that resolve only when the test says so. */
function fakeServer() {
  const pending: Array<() => void> = [];
  let likes = 0;
  const ops = {
    like: vi.fn(
      () =>
        new Promise<string>((resolve) => {
          pending.push(() => {
            likes = 1; // the server keeps at most one like per user (200 on duplicate)
            resolve('like-1');
          });
        }),
    ),
    unlike: vi.fn(
      () =>
        new Promise<void>((resolve) => {
          pending.push(() => {
            likes = 0;
            resolve();
          });
        }),
    ),
  };
  const flush = async () => {
    while (pending.length) {
      pending.shift()!();
      await Promise.resolve();
      await Promise.resolve();
    }
  };
  return { ops, flush, likes: () => likes };
}

describe('LikeCoalescer', () => {
  it('shows the click at once and sends one like', async () => {
    const server = fakeServer();
    const c = new LikeCoalescer(server.ops, undefined);
    c.toggle();
    expect(c.getSnapshot()).toMatchObject({ isLiked: true, isBusy: true });
    await server.flush();
    expect(c.getSnapshot()).toMatchObject({ isLiked: true, isBusy: false });
    expect(server.ops.like).toHaveBeenCalledTimes(1);
  });

  it('like, unlike, like quickly: one request, ends liked', async () => {
    const server = fakeServer();
    const c = new LikeCoalescer(server.ops, undefined);
    c.toggle();
    c.toggle();
    c.toggle();
    await server.flush();
    expect(server.ops.like).toHaveBeenCalledTimes(1);
    expect(server.ops.unlike).not.toHaveBeenCalled();
    expect(c.getSnapshot().isLiked).toBe(true);
    expect(server.likes()).toBe(1);
  });

  it('like then unlike quickly: ends unliked, requests one after the other', async () => {
    const server = fakeServer();
    const c = new LikeCoalescer(server.ops, undefined);
    c.toggle();
    c.toggle();
    expect(server.ops.unlike).not.toHaveBeenCalled(); // waits for the like to land first
    await server.flush();
    expect(server.ops.unlike).toHaveBeenCalledWith('like-1');
    expect(c.getSnapshot().isLiked).toBe(false);
    expect(server.likes()).toBe(0);
  });

  it('goes back to the server state and keeps the error when a request fails', async () => {
    const failure = new Error('offline');
    const c = new LikeCoalescer({ like: () => Promise.reject(failure), unlike: () => Promise.resolve() }, undefined);
    c.toggle();
    await vi.waitFor(() => expect(c.getSnapshot().isBusy).toBe(false));
    expect(c.getSnapshot()).toMatchObject({ isLiked: false, error: failure });
  });

  it('takes fresh server truth only when idle', async () => {
    const server = fakeServer();
    const c = new LikeCoalescer(server.ops, 'like-9');
    expect(c.getSnapshot().isLiked).toBe(true);
    c.toggle();
    c.syncFromServer('like-9'); // stale list while the unlike is on its way
    expect(c.getSnapshot().isLiked).toBe(false);
    await server.flush();
    c.syncFromServer(undefined);
    expect(c.getSnapshot().isLiked).toBe(false);
    c.syncFromServer('like-2'); // liked from another tab
    expect(c.getSnapshot().isLiked).toBe(true);
  });
});
