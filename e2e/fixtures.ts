import { test as base, expect, type Cookie, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { FaceGeometry } from '../src/lib/face-boxes';

/** The demo account (also printed by `npm start` and listed in the README). */
export const demoUser = { email: 'demo@keepsake.test', password: 'keepsake' } as const;

/** The session cookies of each account on each server, from this worker's first sign-in. */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs in through the real sign-in API; the session is the httpOnly cookie it sets. A worker signs
 * each account in once per server and hands later tests the same session cookie (checked with one
 * cheap request, and signed in afresh when a test has signed that session out), so a journey does
 * not pay for the password check each time. A test that must sign in itself (the form, a wrong
 * password) does so through the page as before.
 */
export async function signIn(page: Page, user: { email: string; password: string } = demoUser): Promise<void> {
  const key = `${base.info().project.use.baseURL ?? ''} ${user.email}`;
  const known = sessions.get(key);
  if (known) {
    await page.context().addCookies(known);
    if ((await page.request.get('/api/users/me')).ok()) return;
  }
  const res = await page.request.post('/api/auth/login', { data: user });
  expect(res.status(), `sign-in as ${user.email}`).toBeLessThan(300);
  sessions.set(key, await page.context().cookies(res.url()));
}

/** A face box as the service sends it: pixels of an `imageWidth` x `imageHeight` upright preview. */
export type WireFace = FaceGeometry & { id: string };

/**
 * Expects the viewer `dialog` to draw one box per face, each within 3 px of where the face lies on
 * `photo` as drawn (`object-fit: contain`, from the image's natural size). `label` names the case.
 * Where the face lies is worked out here, not with the app's own `mapFaceBox`, so that this check
 * can catch a mistake there.
 */
export async function expectFaceBoxesOnPhoto(dialog: Locator, photo: Locator, faces: readonly WireFace[], label: string): Promise<void> {
  await expect(dialog.locator('[data-face-id]')).toHaveCount(faces.length);
  const drawn = await photo.evaluate((img: HTMLImageElement) => {
    const r = img.getBoundingClientRect();
    const scale = Math.min(r.width / img.naturalWidth, r.height / img.naturalHeight);
    const w = img.naturalWidth * scale;
    const h = img.naturalHeight * scale;
    return { left: r.left + (r.width - w) / 2, top: r.top + (r.height - h) / 2, width: w, height: h };
  });
  for (const f of faces) {
    const expected = {
      x: drawn.left + (f.boundingBoxX1 / f.imageWidth) * drawn.width,
      y: drawn.top + (f.boundingBoxY1 / f.imageHeight) * drawn.height,
      width: ((f.boundingBoxX2 - f.boundingBoxX1) / f.imageWidth) * drawn.width,
      height: ((f.boundingBoxY2 - f.boundingBoxY1) / f.imageHeight) * drawn.height,
    };
    const box = (await dialog.locator(`[data-face-id="${f.id}"]`).boundingBox())!;
    for (const k of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(box[k] - expected[k]), `${label}: face ${f.id} ${k}`).toBeLessThanOrEqual(3);
    }
  }
}

/**
 * Waits until the page is still: every image has loaded (or failed) and no finite CSS transition
 * or animation runs (a preview's fade has ended), for two frames running, so axe reads the final
 * colours and a screenshot shows the settled page. Endless animations (a loading shimmer) do not
 * count. Use it where a test would otherwise sleep.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const still = () =>
      [...document.images].every((img) => img.complete) &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
    if (!still()) return false;
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    return still();
  });
}

/**
 * Lets `ms` of the page's time pass at once, on a clock taken over with `page.clock.install()`
 * (before the page loads). The page's timers fire as they would in that time, in steps of 250 ms
 * so that the page answers between them (React commits, effects clear the timers they replace),
 * as it would in real time. Use it where a test would otherwise wait for "nothing happens".
 */
export async function passTime(page: Page, ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 250) await page.clock.runFor(Math.min(250, ms - passed));
}

/**
 * Stops the page's clock (taken over with `page.clock.install()` before the page loaded, so far
 * running in real time) a moment ahead of where it is: from then on only `passTime` (or
 * `page.clock.resume()`) moves it, so a test's own steps, however slowly they run, take none of the
 * page's time. Timers due within the moment fire. The page's queries still answer (TanStack Query
 * tells the page on a timer): stop the clock once the data is there.
 */
export async function stopClock(page: Page): Promise<void> {
  try {
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250));
  } catch (error) {
    // the call took longer than the moment: the clock stopped all the same, past the target
    if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    await page.clock.pauseAt(await page.evaluate(() => Date.now()));
  }
}

/**
 * Runs axe on the page and expects no violations. Every rule runs; axe keeps the details of the
 * violations only, not of every check that passed, which is what it spends less time on.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

type Fixtures = {
  /** console.error messages seen so far; a test that expects some clears this array. */
  consoleErrors: string[];
};

/**
 * `test` fails when the page logs console.error (or throws) unless the test empties
 * `consoleErrors` after asserting on what it expected. Use `signIn(page)` to start signed in.
 * Each worker talks to demo servers of its own (playwright.config.ts): the project's address with
 * the worker's number added to its port.
 */
export const test = base.extend<Fixtures>({
  baseURL: async ({ baseURL }, use, testInfo) => {
    const servers = Number(process.env.E2E_WORKERS ?? 1);
    if (testInfo.parallelIndex >= servers) throw new Error(`there are demo servers for ${servers} workers: run with E2E_WORKERS=${testInfo.config.workers} rather than --workers`);
    const url = new URL(baseURL!);
    url.port = String(Number(url.port) + testInfo.parallelIndex);
    await use(url.origin);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // The browser's own network log ("Failed to load resource: 404") is not an app error:
        // tests that provoke failures assert on what the page shows instead.
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The viewer's Details panel, opened unless it is open already (it opens by itself on wide
 * screens): the toggle's state is read once the toggle is on screen, so a panel still on its way
 * is never toggled shut. `byKey` opens it with its shortcut (`i`) instead of the button.
 */
export async function openDetails(dialog: Locator, { byKey = false } = {}): Promise<Locator> {
  const toggle = dialog.getByRole('button', { name: 'Details' });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') {
    if (byKey) await dialog.page().keyboard.press('i');
    else await toggle.click();
  }
  const details = dialog.getByRole('region', { name: 'Details' });
  await expect(details).toBeVisible();
  return details;
}
