import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

// Installing and starting offline (ADR 091), on both API generations: the manifest, the service
// worker, an offline reload, an update, and what sign-out leaves in Cache Storage.

/** The service worker's script, as the app registers it. */
const workerPath = '/service-worker.js';

/** Waits until a service worker controls the page; returns its script path. */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(() => {
    const url = new URL(navigator.serviceWorker.controller!.scriptURL);
    return url.pathname + url.search;
  });
}

/** A PNG's width and height, from its IHDR chunk. */
async function pngSize(request: APIRequestContext, src: string): Promise<string> {
  const res = await request.get(src);
  expect(res.ok(), `GET ${src}`).toBe(true);
  expect(res.headers()['content-type']).toBe('image/png');
  const png = await res.body();
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline.' });
const updateNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Keepsake was updated.' });

test.describe('installable and offline @both-apis', () => {
  test.use({ serviceWorkers: 'allow' });
  // each test installs the worker (the whole build precached) before it starts its checks
  test.describe.configure({ timeout: 120_000 });

  test('the manifest names the app, its colours and icons, and every icon is there at its size', async ({ page, request }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const res = await request.get(href!);
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    expect(res.headers()['cache-control']).toBe('no-cache');
    const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({ name: 'Keepsake', short_name: 'Keepsake', display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.description).toEqual(expect.any(String));
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);

    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
    for (const icon of pngs) expect(await pngSize(request, icon.src), icon.src).toBe(icon.sizes);

    const worker = await request.get(workerPath);
    expect(worker.headers()['content-type']).toContain('text/javascript');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('the service worker controls the page; offline, a reload shows the shell and says so', async ({ page, context, consoleErrors }) => {
    await signIn(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    expect(await controllingWorker(page)).toBe(workerPath);
    await expect(offlineBanner(page)).toHaveCount(0);

    await context.setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();
    await expect(offlineBanner(page)).toContainText('comments and likes you write are kept on this device');

    await page.reload();
    await expect(offlineBanner(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Keepsake' })).toBeVisible();
    // not sent to sign-in: a request that cannot leave the device says nothing about the session
    await expect(page).toHaveURL(/\/$/);
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await expect(offlineBanner(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Albums' }).getByRole('link').first()).toBeVisible({ timeout: 20_000 });
    // the page's own failed requests while offline are the browser's network log, not app errors
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e)));
  });

  test('a new version is announced once, and Reload switches to it in one reload', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    expect(await controllingWorker(page)).toBe(workerPath);

    // A new version of the worker (another script URL in the same scope is a new worker to the
    // browser): it installs beside the running one and waits.
    await page.evaluate((path) => navigator.serviceWorker.register(`${path}?next`), workerPath);
    await expect(updateNotice(page)).toBeVisible({ timeout: 20_000 });
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
    // The worker reports the waiting version more than once; it is announced once.
    await page.waitForTimeout(500);
    await expect(page.getByText('Keepsake was updated.')).toHaveCount(1);
    const reload = updateNotice(page).getByRole('button', { name: 'Reload' });
    await expect(reload).not.toBeFocused();
    // Until the reader reloads, the old version still answers this page: never old and new mixed.
    expect(await controllingWorker(page)).toBe(workerPath);
    await expectNoAxeViolations(page);

    let loads = 0;
    page.on('load', () => loads++);
    await reload.focus();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    expect(await controllingWorker(page)).toBe(`${workerPath}?next`);
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
  });

  test('sign-out leaves nothing of the user in Cache Storage', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Albums' }).getByRole('link').first()).toBeVisible();
    await controllingWorker(page);
    // what a cache of thumbnails would hold (the service worker itself keeps none: they are private)
    await page.evaluate(async () => {
      const cache = await caches.open('keepsake-thumbnails');
      await cache.put('/api/assets/some-id/thumbnail?size=thumbnail', new Response('pixels'));
    });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    // only the names: opening a cache to list it would make it anew while sign-out deletes it
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => !name.startsWith('workbox-precache')))).toEqual([]);
    const names = await page.evaluate(() => caches.keys());
    expect(names.length).toBeGreaterThan(0);
    const urls = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) found.push(request.url);
      return found;
    });
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  });
});
