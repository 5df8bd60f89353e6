import type { Page, Request } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { boxedFaces, datedPhotos, personOverYears } from './then-and-now-helpers';

/**
 * Then and Now's first slide is drawn by the route's own first script before the app has started
 * (ADR 115), from the oldest year the server wrote into the page (ADR 117), where the story then
 * draws it, and the story takes it over. Both demo APIs.
 */

/** Holds the app's own script back until the returned function is called: only index.html's first script runs. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The bodies of the searches the page makes (`POST /search/metadata`). */
function searches(page: Page): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/search/metadata') seen.push(request.postDataJSON() as Record<string, unknown>);
  });
  return seen;
}

/** Every GET to `/api` but images, by path and query. */
function apiGets(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/') && !url.pathname.endsWith('/thumbnail')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const boxOf = (img: HTMLImageElement) => ({ src: img.currentSrc, box: img.getBoundingClientRect().toJSON() as DOMRect });

/** Opens the story with the app held back; the early slide's photo and box, then the story's once it has taken over. */
async function earlyThenStory(page: Page, personId: string) {
  const release = await holdTheApp(page);
  await page.goto(`/people/${personId}/then-and-now`, { waitUntil: 'commit' });
  const layer = page.locator('[data-first-frame]');
  const early = layer.locator('img.first-slide-photo');
  await expect(early).toHaveJSProperty('complete', true);
  await expect(layer).toHaveAttribute('aria-hidden', 'true');
  expect(await layer.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
  const earlyPhoto = await early.evaluate(boxOf);
  const key = (await layer.getAttribute('data-first-frame'))!;
  // marked on the frame after its photo was decoded, before the app has run
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('keepsake:then-and-now:first-slide').length)).toBe(1);
  expect(await page.locator('[data-stage]').count()).toBe(0);

  release();
  const slide = page.locator('[aria-roledescription="slide"][data-slide-status="ready"] img:not([aria-hidden])');
  await expect(slide).toBeVisible();
  await expect(layer).toHaveCount(0);
  const shown = await slide.evaluate(boxOf);
  expect(await page.evaluate(() => performance.getEntriesByName('keepsake:then-and-now:first-slide').length)).toBe(1);
  return { key, earlyPhoto, shown };
}

test("the story's first slide is on screen before the app has started, where the story then shows it @both-apis", async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const person = await personOverYears(page.request);
  const gets = apiGets(page);
  const searched = searches(page);
  const { key, earlyPhoto, shown } = await earlyThenStory(page, person.id);
  expect(shown.src).toBe(earlyPhoto.src);
  // the oldest year came with the page (ADR 117): the browser searched only for the story's whole list
  await expect(page.locator('script#keepsake-first-slide[type="application/json"]')).toHaveCount(1);
  expect(searched.filter((body) => body.order === 'asc'), JSON.stringify(searched)).toEqual([]);
  expect(key.split(' ')[0]).toBe(/\/assets\/([^/]+)\/thumbnail/.exec(shown.src)?.[1]);
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(shown.box[k] - earlyPhoto.box[k]), k).toBeLessThanOrEqual(1);
  // the faces asked for early are the app's: each asked once
  const faceRequests = gets.filter((g) => /^\/api\/(assets\/[^/]+|faces\?id=.+)$/.test(g));
  expect(faceRequests.length, gets.join('\n')).toBeGreaterThan(0);
  expect(new Set(faceRequests).size, gets.join('\n')).toBe(faceRequests.length);
});

test('a reader who chose a photo for the oldest year gets that photo early too @both-apis', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const person = await personOverYears(page.request);
  const photos = await datedPhotos(page.request, person.id);
  const oldestYear = Math.min(...photos.map((p) => Number(p.localDateTime.slice(0, 4))));
  const ofYear = photos.filter((p) => Number(p.localDateTime.slice(0, 4)) === oldestYear);
  // without a pick the story starts with the automatic choice: pick another photo of that year that shows the person
  const automatic = (await earlyThenStory(page, person.id)).key.split(' ')[0];
  let pick: string | undefined;
  for (const photo of ofYear) {
    if (photo.id !== automatic && (await boxedFaces(page.request, photo.id)).some((f) => f.person?.id === person.id)) pick = photo.id;
  }
  expect(pick, `another photo of ${person.name} in ${oldestYear}`).toBeDefined();
  await page.unrouteAll({ behavior: 'wait' });
  await page.evaluate(([id, year, asset]) => localStorage.setItem(`keepsake.then-and-now.${id}`, JSON.stringify({ [year]: asset })), [person.id, String(oldestYear), pick!] as const);
  const { key, earlyPhoto, shown } = await earlyThenStory(page, person.id);
  expect(key.split(' ')[0]).toBe(pick);
  expect(shown.src).toBe(earlyPhoto.src);
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(shown.box[k] - earlyPhoto.box[k]), k).toBeLessThanOrEqual(1);
});
