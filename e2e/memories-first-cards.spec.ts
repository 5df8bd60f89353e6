import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * The memories page's first cards (ADR 115): the page's own first script draws today's first
 * covers from the early list before the app has started, exactly where the page's cards then are,
 * and the page takes them over; the lists start with the HTML. Run against both Immich
 * generations of the demo service.
 */

const FIRST_CARDS_MARK = 'keepsake:memories:first-cards';

interface Cover {
  src: string;
  box: { x: number; y: number; width: number; height: number };
}

/** The covers `selector` finds that are drawn (a box of some height), by URL and box. */
const covers = (page: Page, selector: string): Promise<Cover[]> =>
  page.locator(selector).evaluateAll((imgs) =>
    imgs
      .map((img) => {
        const { x, y, width, height } = (img.closest('[data-status]') ?? img).getBoundingClientRect();
        return { src: (img as HTMLImageElement).currentSrc, box: { x, y, width, height } };
      })
      .filter((c) => c.box.height > 0 && c.box.y < window.innerHeight),
  );

const sizes = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

for (const [label, size] of sizes) {
  test(`the memories page's first covers are on screen before the app has started, where its cards then show them (${label}) @both-apis`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page);
    // the app's own script held back: only index.html's first script runs
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/memories', { waitUntil: 'commit' });
    const layer = page.locator('[data-first-cards]');
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    // marked on the frame after its covers were decoded
    await expect.poll(() => page.evaluate((name) => performance.getEntriesByName(name).length, FIRST_CARDS_MARK)).toBe(1);
    const early = await covers(page, '[data-first-cards] img');
    expect(early.length).toBeGreaterThan(0);
    expect(await page.getByRole('link').count()).toBe(0);

    release();
    const today = page.getByRole('grid', { name: 'Today' });
    await expect(today.getByRole('link').first()).toBeVisible();
    await expect(layer).toHaveCount(0);
    const shown = await covers(page, '[aria-label="Today"] [role="row"]:first-child [data-status] img:last-child');
    expect(shown.map((c) => c.src)).toEqual(early.map((c) => c.src));
    for (const [i, cover] of shown.entries()) {
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(cover.box[k] - early[i]!.box[k]), `${k} of cover ${i}`).toBeLessThanOrEqual(1);
    }
    // one mark: the page found its cards already on screen
    expect(await page.evaluate((name) => performance.getEntriesByName(name).length, FIRST_CARDS_MARK)).toBe(1);
  });
}

test('no first cards are drawn on another page, nor when today has no memories @both-apis', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'All memories' })).toBeVisible();
  await expect(page.locator('[data-first-cards]')).toHaveCount(0);
  // today's list empty: the page shows its empty section, and nothing stands over it
  await page.route(/\/api\/memories\?for=|\/api\/memories$/, (route) => route.fulfill({ json: [] }));
  await page.goto('/memories');
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  await expect(page.locator('[data-first-cards]')).toHaveCount(0);
});

test("the memories page's lists and first covers start with its HTML, on the reader's day (ADR 115, 127) @both-apis", async ({ page }) => {
  await signIn(page);
  // any earlier page: the server answers its version, and the first script writes the reader's zone
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'All memories' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await page.context().cookies()).find((c) => c.name === 'keepsake_tz')?.value).toBe(encodeURIComponent(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)));
  // the lists' requests in the order they start, from the memories page's navigation on (the home
  // page may still be asking for today's list, the same URL, as it goes): the browser's preloads come
  // as `other`, a script's as `fetch`
  const asked: string[] = [];
  let navigated = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.isNavigationRequest() && url.pathname === '/memories') navigated = true;
    if (navigated && /^\/api\/memories\/?$/.test(url.pathname)) asked.push(`${request.resourceType() === 'fetch' ? 'fetch' : 'preload'} ${url.pathname}${url.search}`);
  });
  const html = await (await page.goto('/memories'))!.text();
  await expect(page.getByRole('grid', { name: 'Today' }).getByRole('link').first()).toBeVisible();
  const hinted = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="(\/api\/memories[^"]*)">/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  // v1.106: one list, whatever the day, for all the page's sections; v3.2: today's on the reader's
  // own date, the saved ones, the history's first page
  if (hinted.includes('/api/memories')) expect(hinted).toEqual(['/api/memories']);
  else expect(hinted).toEqual([`/api/memories?for=${today}`, '/api/memories?isSaved=true', '/api/memories?order=desc&page=1&size=60']);
  // each is asked for first with the HTML (a script's claim comes after its preload, which answers
  // it; the preloads themselves may queue behind the page's scripts), and the page asks for no other list
  for (const url of hinted) expect(asked.find((request) => request.endsWith(` ${url}`))).toBe(`preload ${url}`);
  expect(new Set(asked.map((r) => r.replace(/^\w+ /, '')))).toEqual(new Set(hinted));
  // and the covers of the cards it shows first, which the server read for the reader's day (ADR 127)
  const hintedCovers = [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((m) => new URL(m[1]!.replaceAll('&amp;', '&'), page.url()).href);
  expect(hintedCovers.length).toBeGreaterThan(0);
  const pageCovers = await page.getByRole('grid', { name: 'Today' }).locator('[data-status] img:last-child').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  expect(pageCovers.slice(0, hintedCovers.length)).toEqual(hintedCovers);
});
