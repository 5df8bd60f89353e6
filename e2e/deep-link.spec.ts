import type { Page, Request } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * A signed-in deep link's HTML hints the page's first requests (ADR 125): the browser fetches them
 * beside the scripts, and the app reads those answers instead of asking again. Run against both
 * Immich generations of the demo service.
 */

/** Every request the page (and its workers) makes to `/api`, by path and query. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    // (a search says which page it asks for)
    const page = url.pathname === '/api/search/metadata' ? ` page ${(request.postDataJSON() as { page?: number } | null)?.page}` : '';
    seen.push(`${request.method()} ${url.pathname}${url.search}${page}`);
  });
  return seen;
}

const hints = (page: Page) => page.locator('link[rel="preload"][as="fetch"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
const count = (requests: string[], request: string) => requests.filter((r) => r === request).length;

test('a deep link to a memory asks for its data once, with the HTML, and shows its first photo @both-apis', async ({ page }) => {
  await signIn(page);
  const res = await page.request.get('/api/memories');
  const memory = ((await res.json()) as { id: string; type: string; assets: { type: string }[] }[]).find((m) => m.type === 'on_this_day' && m.assets.length > 0 && m.assets.every((a) => a.type === 'IMAGE'));
  expect(memory, 'a memory of photos').toBeDefined();
  const requests = apiRequests(page);
  await page.goto(`/memories/${memory!.id}`);
  expect(await hints(page)).toEqual(['/api/server/version', `/api/memories/${memory!.id}`]);
  await expect(page.locator('[aria-roledescription="slide"][data-slide-status="ready"]')).toBeVisible();
  expect(count(requests, `GET /api/memories/${memory!.id}`), requests.join('\n')).toBe(1);
  expect(count(requests, 'GET /api/server/version'), requests.join('\n')).toBe(1);
  // the first photo's preview is hinted too (ADR 119): the one the story shows, asked for once
  const shown = new URL(await page.locator('[aria-roledescription="slide"] img').first().evaluate((img) => (img as HTMLImageElement).currentSrc));
  const preview = `${shown.pathname}${shown.search}`;
  // (in the page as it came, before the app's script: the player adds preloads of its own later)
  const imageHints = await page.evaluate(() => {
    const app = document.querySelector('script[type="module"][src*="/assets/index-"]');
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
      .filter((link) => app && link.compareDocumentPosition(app) & Node.DOCUMENT_POSITION_FOLLOWING)
      .map((link) => `${new URL(link.href).pathname}${new URL(link.href).search}`);
  });
  expect(imageHints).toEqual([preview]);
  expect(count(requests, `GET ${preview}`), requests.join('\n')).toBe(1);
});

test("a deep link to a person asks for the person once, with the HTML, and shows the first row @both-apis", async ({ page }) => {
  await signIn(page);
  const people = (await (await page.request.get('/api/people')).json()) as { people: { id: string }[] };
  const person = people.people[0]!;
  const requests = apiRequests(page);
  await page.goto(`/people/${person.id}`);
  expect(await hints(page)).toEqual(['/api/server/version', `/api/people/${person.id}`]);
  await expect(page.getByRole('gridcell').first()).toBeVisible();
  expect(count(requests, `GET /api/people/${person.id}`), requests.join('\n')).toBe(1);
  expect(count(requests, 'GET /api/server/version'), requests.join('\n')).toBe(1);
  // the list comes from the worker started with the page: one request (v1), or the search's pages (v3)
  const gets = count(requests, `GET /api/people/${person.id}/assets`);
  const searches = requests.filter((r) => r.startsWith('POST /api/search/metadata')).length;
  expect((gets === 1 && searches === 0) || (gets === 0 && searches > 0), requests.join('\n')).toBe(true);
  // a search's first page, asked for by the first script and handed to the worker (ADR 125), once
  if (searches > 0) expect(count(requests, 'POST /api/search/metadata page 1'), requests.join('\n')).toBe(1);
  // the first rows' thumbnails, asked for by the first script as the list arrives (ADR 125) and by
  // the app again, are each requested once
  const image = page.getByRole('gridcell').first().locator('img[src*="/thumbnail"]');
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
  const first = new URL(await image.evaluate((img) => (img as HTMLImageElement).currentSrc));
  expect(count(requests, `GET ${first.pathname}${first.search}`), requests.join('\n')).toBe(1);
});

test('a signed-out deep link has no hints and goes to sign in', async ({ page }) => {
  await page.goto('/people/0a1b2c3d-0000-4000-8000-000000000001');
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(await hints(page)).toEqual([]);
});

test("a memory's first photo is on screen before the app has started, where the player then shows it @both-apis", async ({ page }) => {
  await signIn(page);
  const list = (await (await page.request.get('/api/memories')).json()) as { id: string; type: string; assets: { id: string; type: string }[] }[];
  const memory = list.find((m) => m.type === 'on_this_day' && m.assets.length > 0 && m.assets.every((a) => a.type === 'IMAGE'))!;
  // the service makes a preview on its first request: made beforehand, the photo's load is the network's only
  for (const asset of memory.assets) expect((await page.request.get(`/api/assets/${asset.id}/thumbnail?size=preview`)).ok()).toBe(true);
  // the app's own script held back: only index.html's first script runs
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/memories/${memory.id}`, { waitUntil: 'commit' });
  const early = page.locator('[data-first-frame] img');
  await expect(early).toHaveJSProperty('complete', true);
  const earlyPhoto = await early.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, box: img.getBoundingClientRect().toJSON() as DOMRect }));
  // marked on the frame after its photo was decoded
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('keepsake:memory:first-photo').length)).toBe(1);

  release();
  const slide = page.locator('[aria-roledescription="slide"][data-slide-status="ready"] img');
  await expect(slide).toBeVisible();
  await expect(page.locator('[data-first-frame]')).toHaveCount(0);
  const shown = await slide.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, box: img.getBoundingClientRect().toJSON() as DOMRect }));
  expect(shown.src).toBe(earlyPhoto.src);
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(shown.box[k] - earlyPhoto.box[k]), k).toBeLessThanOrEqual(1);
  // one mark: the player found the photo already on screen
  expect(await page.evaluate(() => performance.getEntriesByName('keepsake:memory:first-photo').length)).toBe(1);
});

test('no first frame stands over a memory that cannot be shown', async ({ page }) => {
  await signIn(page);
  await page.goto('/memories/0a1b2c3d-0000-4000-8000-00000000dead');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-first-frame]')).toHaveCount(0);
});
