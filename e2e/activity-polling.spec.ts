// Comments and likes from others arriving while the panel is open: the poll and its statistics, the
// bar's counts, a hidden tab, and the "New comments" pill.
import type { Page } from '@playwright/test';
import { albumId, asMaya, BANFF, commentsWith, DESKTOP, openAlbumPanel, serviceList, unique } from './activity-helpers';
import { expect, test } from './fixtures';

const commentButton = (page: Page) => page.getByRole('group', { name: 'Album activity' }).getByRole('button', { name: /\d+ comments?$/ });
const albumHeart = (page: Page) => page.getByRole('group', { name: 'Album activity' }).getByRole('button', { name: 'Like this album' });
const countIn = (text: string | null) => Number(/(\d+)/.exec(text ?? '')?.[1] ?? NaN);

test('new comments from others arrive at the bottom; a reader who scrolled up gets a "New comments" pill', async ({ page, request }) => {
  // Maya (a member) writes through the API; enough lines that the list has to scroll.
  await page.setViewportSize({ width: 1440, height: 600 });
  const login = await request.post('/api/auth/login', { data: { email: 'maya@keepsake.test', password: 'keepsake' } });
  expect(login.ok()).toBe(true);
  const mayaId = await albumId(request, BANFF);
  for (let i = 0; i < 4; i += 1) {
    const filler = `${unique('Filler')}\nline two\nline three\nline four`;
    expect((await request.post('/api/activities', { data: { albumId: mayaId, type: 'comment', comment: filler } })).status()).toBe(201);
  }
  const id = await openAlbumPanel(page);
  const region = page.getByRole('region', { name: /oldest first/ });
  await expect(region.getByRole('listitem').first()).toBeVisible();
  expect(await region.evaluate((el) => el.scrollHeight > el.clientHeight + 100)).toBe(true);
  // Opened at the newest; now the reader goes back to the top.
  expect(await region.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 50)).toBe(true);
  await region.evaluate((el) => (el.scrollTop = 0));
  const text = unique('Maya says hi');
  expect((await request.post('/api/activities', { data: { albumId: id, type: 'comment', comment: text } })).status()).toBe(201);
  // Coming back to the tab refetches (as does the 20 s timer while the panel is open).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  const pill = page.getByRole('button', { name: /New comments/ });
  await expect(pill).toBeVisible({ timeout: 25_000 });
  expect(await region.evaluate((el) => el.scrollTop)).toBe(0); // the reader's place is kept
  await pill.click();
  await expect(region.getByText(text)).toBeInViewport();
  await expect(pill).toHaveCount(0);
  expect(await commentsWith(page, id, text)).toHaveLength(1);
});

test('a poll that brings new comments updates the bar’s comment and like counts', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const mayaAlbum = await asMaya(request);
  const mayaId = ((await (await request.get('/api/users/me')).json()) as { id: string }).id;
  // Maya starts without an album like (the database is shared by all tests).
  const res = await request.get(`/api/activities?albumId=${mayaAlbum}&type=like&level=album`);
  for (const like of (await res.json()) as Array<{ id: string; user: { id: string } }>) {
    if (like.user.id === mayaId) expect((await request.delete(`/api/activities/${like.id}`)).status()).toBe(204);
  }
  await openAlbumPanel(page);
  await expect(albumHeart(page)).toBeEnabled();
  const comments = countIn(await commentButton(page).textContent());
  const likes = countIn(await albumHeart(page).getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(Number.isFinite(comments) && Number.isFinite(likes)).toBe(true);

  const text = unique('Maya counts');
  expect((await request.post('/api/activities', { data: { albumId: mayaAlbum, type: 'like' } })).status()).toBe(201);
  expect((await request.post('/api/activities', { data: { albumId: mayaAlbum, type: 'comment', comment: text } })).status()).toBe(201);
  await expect(page.getByRole('region', { name: /oldest first/ }).getByText(text)).toBeVisible({ timeout: 25_000 });
  await expect(commentButton(page)).toHaveText(`${comments + 1} comments`);
  await expect(albumHeart(page)).toHaveAccessibleDescription(`${likes + 1} likes`);
});

test('a comment from someone else appears within seconds while the panel is open; the poll asks for statistics first', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const mayaAlbum = await asMaya(request);
  const calls: Array<{ at: number; path: string }> = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/activities') && r.method() === 'GET') calls.push({ at: Date.now(), path: url.pathname });
  });
  await openAlbumPanel(page);
  const region = page.getByRole('region', { name: /oldest first/ });
  await expect(region.getByRole('listitem').first()).toBeVisible();
  // The poll asks the cheap question at least every 5 s, and nothing else while nothing changed.
  const statistics = () => calls.filter((c) => c.path === '/api/activities/statistics');
  const from = statistics().length;
  await expect.poll(() => statistics().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(from + 2);
  const [a, b] = statistics().slice(-2);
  expect(b!.at - a!.at).toBeLessThan(5_000);
  const listsWhileQuiet = calls.filter((c) => c.path === '/api/activities' && c.at > a!.at).length;
  expect(listsWhileQuiet).toBe(0);

  const text = unique('Maya, quickly');
  expect((await request.post('/api/activities', { data: { albumId: mayaAlbum, type: 'comment', comment: text } })).status()).toBe(201);
  const posted = Date.now();
  // One poll interval plus the two requests it makes; on a busy machine the requests themselves are slow.
  await expect(region.getByText(text)).toBeVisible({ timeout: 8_000 });
  expect(Date.now() - posted).toBeLessThan(8_000);
});

test('polling stops while the tab is hidden and catches up at once when it is shown again', async ({ page }) => {
  await page.clock.install();
  const log: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/activities') || url.search.startsWith('?mark=')) log.push(`${url.pathname}${url.search.startsWith('?mark=') ? url.search : ''}`);
  });
  await openAlbumPanel(page);
  await expect(page.getByRole('region', { name: /oldest first/ }).getByRole('listitem').first()).toBeVisible();
  const statisticsCount = () => log.filter((l) => l === '/api/activities/statistics').length;
  const visible = statisticsCount();
  await page.clock.runFor(10_000);
  await expect.poll(statisticsCount).toBeGreaterThanOrEqual(visible + 2);

  const setHidden = (hidden: boolean) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  // Marks in the request log (requests are reported in the order the page makes them).
  await page.evaluate(() => fetch('/api/server/ping?mark=hidden'));
  await page.clock.runFor(120_000);
  await page.evaluate(() => fetch('/api/server/ping?mark=shown'));
  const refetch = page.waitForRequest((r) => r.url().includes('/api/activities'));
  await setHidden(false);
  await refetch;
  const hiddenPart = log.slice(log.indexOf('/api/server/ping?mark=hidden') + 1, log.indexOf('/api/server/ping?mark=shown'));
  expect(hiddenPart, 'activity requests while the tab was hidden').toEqual([]);
});

test('the "New comments" pill takes focus to the first new comment', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 600 });
  const mayaAlbum = await asMaya(request);
  for (let i = 0; i < 4; i += 1) {
    const filler = `${unique('Filler')}\nline two\nline three\nline four`;
    expect((await request.post('/api/activities', { data: { albumId: mayaAlbum, type: 'comment', comment: filler } })).status()).toBe(201);
  }
  await openAlbumPanel(page);
  const region = page.getByRole('region', { name: /oldest first/ });
  await expect(region.getByRole('listitem').first()).toBeVisible();
  await region.evaluate((el) => (el.scrollTop = 0));
  const first = unique('First new one');
  const second = unique('Second new one');
  for (const comment of [first, second]) {
    expect((await request.post('/api/activities', { data: { albumId: mayaAlbum, type: 'comment', comment } })).status()).toBe(201);
  }
  const pill = page.getByRole('button', { name: /New comments/ });
  await expect(pill).toBeVisible({ timeout: 25_000 });
  await pill.click();
  const firstItem = region.getByRole('listitem').filter({ hasText: first });
  await expect(firstItem).toBeFocused();
  await expect(firstItem).toBeInViewport();
  await expect(pill).toHaveCount(0);
  expect((await serviceList(page, mayaAlbum)).filter((a) => a.comment === first || a.comment === second)).toHaveLength(2);
});
