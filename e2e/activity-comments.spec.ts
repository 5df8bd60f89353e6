// Posting an album comment and its exactly-once delivery: a 503 and Retry, a lost answer, a double
// click, a reload mid-send, a damaged copy of the unsent comments, and markup shown as typed.
import { commentsWith, composer, openAlbumPanel, unique } from './activity-helpers';
import { expect, test } from './fixtures';

test('post a comment and see it', async ({ page }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Lovely lake');
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Comment posted' })).toBeAttached();
  await expect(composer(page)).toHaveValue('');
  await expect(composer(page)).toBeFocused();
  expect(await commentsWith(page, id, text)).toHaveLength(1);
});

test('the service answers 503: the comment is kept as "Not sent" and Retry posts exactly one', async ({ page }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Through a 503');
  await page.route('**/api/activities', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { message: 'Service Unavailable', error: 'Service Unavailable', statusCode: 503, correlationId: 'e2e503' } })
      : route.fallback(),
  );
  await composer(page).fill(text);
  await composer(page).press('Enter');
  const failed = page.getByRole('listitem').filter({ hasText: text });
  await expect(failed.getByText('Not sent', { exact: true })).toBeVisible();
  await expect(failed.getByText(/server had a problem \(503\)/)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Comment not sent' })).toBeAttached();
  expect(await commentsWith(page, id, text)).toHaveLength(0);

  // Nothing typed is lost: after a reload the comment is still there, not sent.
  await page.reload();
  await expect(failed.getByText('Not sent', { exact: true })).toBeVisible();
  await expect(failed.getByText(/before the page was reloaded/)).toBeVisible();

  await page.unroute('**/api/activities');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Not sent', { exact: true })).toHaveCount(0);
  await expect(page.getByText(text)).toBeVisible();
  // the retry has reached the server (not only left the "Not sent" state) before it is counted there
  await expect(page.getByRole('status').filter({ hasText: 'Comment posted' })).toBeAttached();
  expect(await commentsWith(page, id, text)).toHaveLength(1);
});

test('the answer is lost after the service stored the comment: Retry does not post it again', async ({ page }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Dropped answer');
  let posts = 0;
  await page.route('**/api/activities', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts += 1;
    if (posts > 1) return route.fallback();
    await route.fetch(); // the service stores it…
    await route.abort('connectionreset'); // …and the answer never arrives
  });
  await composer(page).fill(text);
  await composer(page).press('Enter');
  const failed = page.getByRole('listitem').filter({ hasText: text });
  await expect(failed.getByText('Not sent', { exact: true })).toBeVisible();
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Not sent', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  expect(posts).toBe(1);
  expect(await commentsWith(page, id, text)).toHaveLength(1);
});

test('double-clicking Send posts once', async ({ page }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Double click');
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Send' }).dblclick();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Comment posted' })).toBeAttached();
  expect(await commentsWith(page, id, text)).toHaveLength(1);
});

test('markup in a comment shows as typed and runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const id = await openAlbumPanel(page);
  const text = `<img src=x onerror=alert(1)> ${unique('xss')}`;
  await composer(page).fill(text);
  await composer(page).press('Enter');
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item.locator('img[src="x"]')).toHaveCount(0);
  // sent before the reload, so that what the page shows next is the service's copy
  await expect(page.getByRole('status').filter({ hasText: 'Comment posted' })).toBeAttached();
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  expect(dialogs).toEqual([]);
  expect(await commentsWith(page, id, text)).toHaveLength(1);
});

test('a reload while a comment is on its way leaves it once, sent, with no "Not sent" copy', async ({ page }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Sent before the reload');
  // the server takes the comment, but its answer is held until the page has gone away (reloaded)
  let reached!: () => void;
  const posted = new Promise<void>((resolve) => (reached = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/activities', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const answer = await route.fetch();
    reached();
    await held;
    await route.fulfill({ response: answer }).catch(() => undefined);
  });
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/activities')) posts++;
  });
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await posted;
  await page.reload();
  release();
  const items = page.getByRole('listitem').filter({ hasText: text });
  await expect(items).toHaveCount(1);
  await expect(items).not.toContainText('Not sent');
  // a later refresh of the list does not bring a copy back either
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByText('Not sent')).toHaveCount(0);
  expect(await commentsWith(page, id, text)).toHaveLength(1);
  expect(posts, 'POSTs of the comment, before and after both reloads').toBe(1);
});

test('a damaged copy of the unsent comments is dropped: the panel works and keeps what is readable', async ({ page }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Readable after damage');
  const me = (await (await page.request.get('/api/users/me')).json()) as { id: string };
  const key = `keepsake:unsent-comments:${id}`;
  await page.evaluate(
    ({ key, id, me, text }) => {
      const readable = { clientId: crypto.randomUUID(), albumId: id, type: 'comment', comment: text, authorId: me, firstAttemptAt: Date.now(), priorMatchIds: [], verifyBeforePost: true };
      sessionStorage.setItem(key, JSON.stringify([readable, { clientId: 7, comment: ['not text'] }, 'junk', null]));
    },
    { key, id, me: me.id, text },
  );
  await page.reload();
  const kept = page.getByRole('listitem').filter({ hasText: text });
  await expect(kept.getByText('Not sent', { exact: true })).toBeVisible();
  await expect(page.getByText('Not sent', { exact: true })).toHaveCount(1);
  expect(await page.evaluate((k) => (JSON.parse(sessionStorage.getItem(k) ?? '[]') as unknown[]).length, key)).toBe(1);

  await kept.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Not sent', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Comment posted' })).toBeAttached();
  expect(await commentsWith(page, id, text)).toHaveLength(1);

  // storage that is not even JSON: the panel opens as usual
  await page.evaluate((k) => sessionStorage.setItem(k, '{"clientId":'), key);
  await page.reload();
  await expect(composer(page)).toBeEnabled();
  await expect(page.getByText('Not sent', { exact: true })).toHaveCount(0);
  expect(await page.evaluate((k) => sessionStorage.getItem(k), key)).toBeNull();
});
