import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_START_HOLD_MS, appMayStart, holdAppStart, styleSheetsLoaded } from './first-frame';

afterEach(() => {
  vi.useRealTimers();
});

/** Whether `promise` has settled by the end of the microtasks queued now. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

describe("the app's start and the first frames on their way", () => {
  it('starts at once when no first frame is on its way', async () => {
    expect(await settled(appMayStart())).toBe(true);
  });

  it('waits until every first frame on its way has settled, failed ones too', async () => {
    let draw!: () => void;
    let fail!: (e: Error) => void;
    const drawing = holdAppStart(new Promise<void>((resolve) => (draw = resolve)));
    void holdAppStart(new Promise<void>((_, reject) => (fail = reject))).catch(() => undefined);
    const render = appMayStart();
    expect(await settled(render)).toBe(false);
    draw();
    await drawing;
    expect(await settled(render)).toBe(false);
    fail(new Error('the photo did not load'));
    expect(await settled(render)).toBe(true);
  });

  it(`waits at most ${APP_START_HOLD_MS} ms for a first frame that does not come`, async () => {
    vi.useFakeTimers();
    let draw!: () => void;
    void holdAppStart(new Promise<void>((resolve) => (draw = resolve)));
    const render = appMayStart();
    await vi.advanceTimersByTimeAsync(APP_START_HOLD_MS - 1);
    expect(await settled(render)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(render)).toBe(true);
    draw();
  });

  it('waits for every first script of the page to have run, when the app’s own script ran first', async () => {
    vi.resetModules();
    const fresh = await import('./first-frame');
    const page = document.implementation.createHTMLDocument();
    for (const src of ['/assets/first-frame.js', '/assets/first-slide.js']) {
      const script = page.createElement('script');
      script.type = 'module';
      script.async = true;
      script.src = src;
      page.head.append(script);
    }
    const render = fresh.appMayStart(APP_START_HOLD_MS, page);
    fresh.firstScriptRan();
    expect(await settled(render)).toBe(false);
    // the route's first script holds the start for its picture as it runs
    let draw!: () => void;
    void fresh.holdAppStart(new Promise<void>((resolve) => (draw = resolve)));
    fresh.firstScriptRan();
    expect(await settled(render)).toBe(false);
    draw();
    expect(await settled(render)).toBe(true);
  });
});

describe('styleSheetsLoaded', () => {
  it("waits for the page's style sheets still loading, whichever way they end, and no longer than its limit", async () => {
    const sheets = [0, 1].map(() => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      document.head.append(link);
      // (not loaded: no sheet yet)
      Object.defineProperty(link, 'sheet', { value: null, configurable: true });
      return link;
    });
    try {
      let done = false;
      const waiting = styleSheetsLoaded(document).then(() => (done = true));
      await Promise.resolve();
      sheets[0]!.dispatchEvent(new Event('load'));
      await Promise.resolve();
      expect(done).toBe(false);
      sheets[1]!.dispatchEvent(new Event('error'));
      await waiting;
      expect(done).toBe(true);
      // a sheet that never says: given up on after the limit
      vi.useFakeTimers();
      let late = false;
      void styleSheetsLoaded(document, 100).then(() => (late = true));
      await vi.advanceTimersByTimeAsync(99);
      expect(late).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(late).toBe(true);
    } finally {
      vi.useRealTimers();
      sheets.forEach((link) => link.remove());
    }
  });

  it('is at once when every sheet has loaded', async () => {
    await expect(styleSheetsLoaded(document, 10_000)).resolves.toBeUndefined();
  });
});
