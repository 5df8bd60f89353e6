// The outbox: comments written offline (queued, announced, sent once back online, across reloads)
// and removals with their undo, before and after a reload.
import { albumId, BANFF, commentsWith, composer, openAlbumPanel, unique } from './activity-helpers';
import { expect, passTime, stopClock, test } from './fixtures';

/** The removals' undo time (6 s) and a second. */
const PAST_UNDO_MS = 7000;

test('a comment written offline waits, survives a reload, and is sent once back online', async ({ page, context }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Written offline');
  await context.setOffline(true);
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: text }).getByText('Will send when you’re back online')).toBeVisible();
  // The shell persists the paused send; wait until it is in localStorage, then "reload".
  await page.waitForFunction((t) => (localStorage.getItem('keepsake-offline-queue') ?? '').includes(t), text);
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto(`/albums/${id}?activity=open`);
  await expect(again.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await expect(again.getByText('Will send when you’re back online')).toHaveCount(0);
  await expect.poll(async () => (await commentsWith(again, id, text)).length).toBe(1);
  await again.reload();
  await expect(again.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  expect(await commentsWith(again, id, text)).toHaveLength(1);
});

test('offline, back online and an immediate reload: the comment is there once, never as "Not sent"', async ({ page, context }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Online then reload');
  await context.setOffline(true);
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: text }).getByText('Will send when you’re back online')).toBeVisible();
  await page.waitForFunction((t) => (localStorage.getItem('keepsake-offline-queue') ?? '').includes(t), text);
  // Back online: the service stores the comment, and the page reloads before the answer arrives
  // (held until the reload has loaded: the page that asked never reads it).
  let reached!: () => void;
  const stored = new Promise<void>((resolve) => (reached = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/activities', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const answer = await route.fetch();
    reached();
    await held;
    await route.fulfill({ response: answer }).catch(() => undefined);
  });
  await context.setOffline(false);
  await stored;
  await page.reload();
  release();
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

test('the album owner removes someone else’s comment (with undo)', async ({ page, request }) => {
  await page.clock.install();
  // Maya (a member) comments through the API; Alex (demo, the owner) removes it in the app.
  const id = await albumId(request, BANFF).catch(async () => {
    await request.post('/api/auth/login', { data: { email: 'demo@keepsake.test', password: 'keepsake' } });
    return albumId(request, BANFF);
  });
  const login = await request.post('/api/auth/login', { data: { email: 'maya@keepsake.test', password: 'keepsake' } });
  expect(login.ok()).toBe(true);
  const text = unique('Maya was here');
  const posted = await request.post('/api/activities', { data: { albumId: id, type: 'comment', comment: text } });
  expect(posted.status()).toBe(201);

  await openAlbumPanel(page);
  const item = page.getByRole('listitem').filter({ hasText: text });
  await item.getByRole('button', { name: 'Actions for comment by Maya Chen' }).click();
  await item.getByRole('button', { name: 'Remove comment' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  // Undo brings it back without any request…
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  expect(await commentsWith(page, id, text)).toHaveLength(1);
  // …and removing for real sends the DELETE when the undo time is over.
  await item.getByRole('button', { name: 'Actions for comment by Maya Chen' }).click();
  await item.getByRole('button', { name: 'Remove comment' }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await stopClock(page);
  await passTime(page, PAST_UNDO_MS);
  await page.clock.resume();
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect.poll(async () => (await commentsWith(page, id, text)).length).toBe(0);
});

test('a removal not undone before a reload is carried out after it', async ({ page }) => {
  await page.clock.install();
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
  await stopClock(page);
  await passTime(page, PAST_UNDO_MS);
  await page.clock.resume();
  await expect.poll(async () => (await commentsWith(page, id, text)).length).toBe(0);
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
