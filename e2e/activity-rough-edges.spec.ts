import type { Page } from '@playwright/test';
import { asMaya, commentsWith, composer, openAlbumPanel, serviceList, unique } from './activity-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The album activity's rough edges: counts after a poll, a removal across a reload, a comment sent
 * as the page reloads, what a screen reader hears about the offline queue, the comment menu at the
 * bottom of the list, Escape and focus in the photo viewer, and how quickly (and how cheaply) comments
 * from others arrive.
 */

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1440, height: 900 } as const;

const commentButton = (page: Page) => page.getByRole('group', { name: 'Album activity' }).getByRole('button', { name: /\d+ comments?$/ });
const albumHeart = (page: Page) => page.getByRole('group', { name: 'Album activity' }).getByRole('button', { name: 'Like this album' });
const countIn = (text: string | null) => Number(/(\d+)/.exec(text ?? '')?.[1] ?? NaN);

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

test('a removal not undone before a reload is carried out after it', async ({ page }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Removed then reloaded');
  await composer(page).fill(text);
  await composer(page).press('Enter');
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item.getByText('Sending…')).toHaveCount(0);
  await expect.poll(async () => (await commentsWith(page, id, text)).length).toBe(1);
  await item.getByRole('button', { name: /^Actions for comment by / }).click();
  await item.getByRole('button', { name: 'Remove comment' }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
  // It does not come back, and the service removes it.
  await expect(page.getByRole('region', { name: /oldest first/ }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  await expect.poll(async () => (await commentsWith(page, id, text)).length, { timeout: 20_000 }).toBe(0);
  await page.reload();
  await expect(page.getByRole('region', { name: /oldest first/ }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
});

test('Undo still works after a reload within the undo time, and nothing is removed', async ({ page }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Undone after reload');
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect.poll(async () => (await commentsWith(page, id, text)).length).toBe(1);
  const item = page.getByRole('listitem').filter({ hasText: text });
  await item.getByRole('button', { name: /^Actions for comment by / }).click();
  await item.getByRole('button', { name: 'Remove comment' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  // Past the undo time, it is still there.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  expect(await commentsWith(page, id, text)).toHaveLength(1);
});

test('offline, back online and an immediate reload: the comment is there once, never as "Not sent"', async ({ page, context }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Online then reload');
  await context.setOffline(true);
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: text }).getByText('Will send when you’re back online')).toBeVisible();
  await page.waitForFunction((t) => (localStorage.getItem('keepsake-offline-queue') ?? '').includes(t), text);
  // Back online: the service stores the comment, and the page reloads before the answer arrives.
  let reached!: () => void;
  const stored = new Promise<void>((resolve) => (reached = resolve));
  await page.route('**/api/activities', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const answer = await route.fetch();
    reached();
    await new Promise((r) => setTimeout(r, 2_000));
    await route.fulfill({ response: answer }).catch(() => undefined);
  });
  await context.setOffline(false);
  await stored;
  await page.reload();
  const items = page.getByRole('listitem').filter({ hasText: text });
  await expect(items).toHaveCount(1);
  await expect(items.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('Not sent', { exact: true })).toHaveCount(0);
  await page.unroute('**/api/activities');
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByText('Not sent', { exact: true })).toHaveCount(0);
  expect(await commentsWith(page, id, text)).toHaveLength(1);
});

test('offline, then a reload at once when back online: the comment is there once, never as "Not sent"', async ({ page, context }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Reload when online');
  await context.setOffline(true);
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await page.waitForFunction((t) => (localStorage.getItem('keepsake-offline-queue') ?? '').includes(t), text);
  const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/activities'));
  await context.setOffline(false);
  await post;
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByRole('listitem').filter({ hasText: text }).getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(async () => (await commentsWith(page, id, text)).length).toBe(1);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByText('Not sent', { exact: true })).toHaveCount(0);
  expect(await commentsWith(page, id, text)).toHaveLength(1);
});

test('the offline queue is announced, and a discarded comment’s alert goes with it', async ({ page, context }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Heard offline');
  await context.setOffline(true);
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /offline.*will be sent when you’re back online/i })).toBeAttached();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Comment posted' })).toBeAttached();
  expect(await commentsWith(page, id, text)).toHaveLength(1);

  const refused = unique('Discarded');
  await page.route('**/api/activities', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { message: 'Service Unavailable', error: 'Service Unavailable', statusCode: 503, correlationId: 'e2ediscard' } })
      : route.fallback(),
  );
  await composer(page).fill(refused);
  await composer(page).press('Enter');
  const alert = page.getByRole('alert').filter({ hasText: 'Comment not sent' });
  await expect(alert).toBeAttached();
  await page.getByRole('listitem').filter({ hasText: refused }).getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: refused })).toHaveCount(0);
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Comment discarded' })).toBeAttached();
  expect(await commentsWith(page, id, refused)).toHaveLength(0);
});

for (const size of [PHONE, DESKTOP]) {
  test(`the comment menu of the last comment is fully visible above the composer (${size.width}×${size.height})`, async ({ page }) => {
    await page.setViewportSize(size);
    await openAlbumPanel(page);
    const text = unique('Last in the list');
    await composer(page).fill(text);
    await composer(page).press('Enter');
    const item = page.getByRole('listitem').filter({ hasText: text });
    await expect(item.getByText('Sending…')).toHaveCount(0);
    await item.getByRole('button', { name: /^Actions for comment by / }).click();
    const remove = item.getByRole('button', { name: 'Remove comment' });
    await expect(remove).toBeVisible();
    // All of the menu's button is on top, near each corner: not under the composer or cut by the list's edge.
    const hits = await remove.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const [dx, dy] = [r.width / 8, r.height / 4];
      const points = [
        [r.left + dx, r.top + dy],
        [r.right - dx, r.top + dy],
        [r.left + dx, r.bottom - dy],
        [r.right - dx, r.bottom - dy],
      ] as const;
      return points.map(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return el.contains(hit) ? 'the button' : `${hit?.tagName ?? 'nothing'} ${hit?.className ?? ''}`;
      });
    });
    expect(hits).toEqual(['the button', 'the button', 'the button', 'the button']);
    await page.screenshot({ path: `/tmp/activity-menu-${size.width}x${size.height}.png` });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(remove).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
  });
}

for (const size of [PHONE, DESKTOP]) {
  test(`in the album's viewer Escape closes only the top layer and focus returns to what opened it (${size.width}×${size.height})`, async ({ page }) => {
    await page.setViewportSize(size);
    await openAlbumPanel(page);
    // On a phone the album's sheet covers the photos; close it there and open it again afterwards.
    if (size === PHONE) await page.getByRole('button', { name: 'Close activity' }).click();
    const tile = page.getByRole('link', { name: /^Photo / }).first();
    await tile.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('heading', { name: 'Comments on this photo' })).toHaveCount(0);
    const photoComments = viewer.getByRole('button', { name: /\d+ comments?$/ });
    await photoComments.click();
    const textbox = viewer.getByRole('textbox', { name: 'Comment on this photo' });
    await textbox.focus();
    await page.keyboard.press('Escape');
    await expect(viewer.getByRole('heading', { name: 'Comments on this photo' })).toHaveCount(0);
    await expect(viewer).toBeVisible();
    await expect(photoComments).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(tile).toBeFocused();
    if (size === DESKTOP) await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

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
