import { albumId, BANFF, commentsWith, composer, openAlbumPanel, serviceList, unique, type WireActivity } from './activity-helpers';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

/**
 * The album page and its activity panel against the demo service. Every test ends by reading the
 * service's own list (`GET /api/activities?albumId=`), and uses its own comment text (the seeded
 * database is shared by all tests).
 */

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

test('double-clicking Send posts once', async ({ page }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Double click');
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Send' }).dblclick();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Comment posted' })).toBeAttached();
  expect(await commentsWith(page, id, text)).toHaveLength(1);
});

test('liking twice quickly leaves at most one like, matching the heart', async ({ page }) => {
  const id = await openAlbumPanel(page);
  const me = (await (await page.request.get('/api/users/me')).json()) as { id: string };
  const heart = page.getByRole('button', { name: 'Like this album' });
  await expect(heart).toBeEnabled();
  const before = (await heart.getAttribute('aria-pressed')) === 'true';
  const myAlbumLikesNow = async () => (await serviceList(page, id)).filter((a) => a.type === 'like' && a.user.id === me.id && a.assetId === null).length;
  // Twice quickly: back where it was, never two likes.
  await heart.click();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', String(before));
  await expect.poll(myAlbumLikesNow).toBe(before ? 1 : 0);
  // Three times quickly: the last click wins.
  await heart.click();
  await heart.click();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', String(!before));
  const myAlbumLikes = async () => (await serviceList(page, id)).filter((a) => a.type === 'like' && a.user.id === me.id && a.assetId === null).length;
  await expect.poll(myAlbumLikes).toBe(before ? 0 : 1);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Like this album' })).toHaveAttribute('aria-pressed', String(!before));
  expect(await myAlbumLikes()).toBeLessThanOrEqual(1);
});

test('on a phone the open sheet has its own heart: like and unlike without closing it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await openAlbumPanel(page);
  const me = (await (await page.request.get('/api/users/me')).json()) as { id: string };
  const myAlbumLikes = async () => {
    const res = await page.request.get(`/api/activities?albumId=${id}&type=like`);
    expect(res.ok()).toBe(true);
    return ((await res.json()) as WireActivity[]).filter((a) => a.user.id === me.id && a.assetId === null).length;
  };
  const sheet = page.getByRole('complementary', { name: 'Album activity' });
  const heart = sheet.getByRole('button', { name: 'Like this album' });
  // The floating bar is hidden behind the sheet: this is the only heart in reach.
  await expect(page.getByRole('button', { name: 'Like this album' })).toHaveCount(1);
  await expect(heart).toBeEnabled();
  await expect(heart).toBeInViewport();
  // Other tests share the album: start from "not liked".
  if ((await heart.getAttribute('aria-pressed')) === 'true') {
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(myAlbumLikes).toBe(0);
  }
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(myAlbumLikes).toBe(1);
  await expect(sheet.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
  await page.screenshot({ path: '/tmp/activity-sheet-heart-390x844.png' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(myAlbumLikes).toBe(0);
  // On a wide screen the bar's heart stays in view beside the panel; the header has none.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('group', { name: 'Album activity' }).getByRole('button', { name: 'Like this album' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Like this album' })).toHaveCount(1);
  await page.screenshot({ path: '/tmp/activity-sheet-heart-1440x900.png' });
});

test('an album with activity turned off disables the composer and the heart and says why', async ({ page }) => {
  const id = await openAlbumPanel(page, 'Kitchen renovation');
  const before = await serviceList(page, id);
  await expect(composer(page)).toBeDisabled();
  await expect(composer(page)).toHaveAccessibleDescription(/turned comments and likes off/);
  await expect(page.getByRole('button', { name: 'Like this album' })).toBeDisabled();
  await expect(page.getByText('Comments and likes are off')).toBeVisible();
  expect(await serviceList(page, id)).toHaveLength(before.length);
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
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  expect(dialogs).toEqual([]);
  expect(await commentsWith(page, id, text)).toHaveLength(1);
});

test('the album owner removes someone else’s comment (with undo)', async ({ page, request }) => {
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
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(async () => (await commentsWith(page, id, text)).length).toBe(0);
});

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

test('posting works with the keyboard only', async ({ page }) => {
  await signIn(page);
  const id = await albumId(page.request, BANFF);
  await page.goto(`/albums/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: BANFF })).toBeVisible();
  const commentsButton = page.getByRole('button', { name: /\d+ comments?$/ });
  for (let i = 0; i < 200 && !(await commentsButton.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(commentsButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
  // Opening the panel on a wide screen puts the caret in the composer.
  await expect(composer(page)).toBeFocused();
  const text = unique('Typed without a mouse');
  await page.keyboard.type(text);
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('second line');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: 'second line' }).filter({ hasText: text })).toBeVisible();
  await expect(composer(page)).toBeFocused();
  // Escape closes the panel and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toHaveCount(0);
  await expect(commentsButton).toBeFocused();
  expect(await commentsWith(page, id, `${text}\nsecond line`)).toHaveLength(1);
});

test('axe finds nothing with the panel open, and with a failed comment', async ({ page }) => {
  const id = await openAlbumPanel(page);
  await expect(page.getByRole('region', { name: /oldest first/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const text = unique('Axe failure');
  await page.route('**/api/activities', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { message: 'Service Unavailable', error: 'Service Unavailable', statusCode: 503, correlationId: 'e2eaxe' } })
      : route.fallback(),
  );
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: text }).getByText('Not sent', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await commentsWith(page, id, text)).toHaveLength(0);
});

test('a photo opens large with its own panel and like; the layout fits phone and desktop', async ({ page }) => {
  const id = await openAlbumPanel(page);
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`/albums/${id}?activity=open`);
    await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
    await page.screenshot({ path: `/tmp/activity-album-${w}x${h}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/albums/${id}`);
  await page.getByRole('link', { name: /^Photo / }).first().click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('button', { name: 'Like this photo' })).toBeVisible();
  await viewer.getByRole('button', { name: /comments?$/ }).click();
  await expect(viewer.getByRole('heading', { name: 'Comments on this photo' })).toBeVisible();
  const text = unique('About this photo');
  await viewer.getByRole('textbox', { name: 'Comment on this photo' }).fill(text);
  await viewer.getByRole('textbox', { name: 'Comment on this photo' }).press('Enter');
  await expect(viewer.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/activity-photo-1440x900.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/activity-photo-390x844.png' });
  const [comment] = await commentsWith(page, id, text);
  expect(comment?.assetId).toBeTruthy();
});

test('a video in an album plays with controls on its own page, and its panel speaks of a video', async ({ page }) => {
  await signIn(page);
  const id = await albumId(page.request, 'Ella growing up');
  await page.goto(`/albums/${id}`);
  const tile = page.getByRole('link', { name: /^Video / });
  await expect(tile).toHaveCount(1);
  await tile.click();
  const viewer = page.getByRole('dialog');
  const video = viewer.locator('video');
  await expect(video).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
  // it really plays: metadata loads and time moves once started
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  await expect(viewer.getByRole('button', { name: 'Like this video' })).toBeVisible();
  await viewer.getByRole('button', { name: /comments?$/ }).click();
  await expect(viewer.getByRole('heading', { name: 'Comments on this video' })).toBeVisible();
  await expect(viewer.getByRole('textbox', { name: 'Comment on this video' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an album that does not exist (or is not shared with me) says so and offers a way home', async ({ page }) => {
  await signIn(page);
  const missing = '00000000-0000-4000-8000-000000000000';
  await page.goto(`/albums/${missing}`);
  await expect(page.getByRole('heading', { level: 1, name: "We couldn’t find that" })).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i })).toBeVisible();
  const res = await page.request.get(`/api/activities?albumId=${missing}`);
  expect(res.ok()).toBe(false);
});

test('a reload while a comment is on its way leaves it once, sent, with no "Not sent" copy', async ({ page }) => {
  const id = await openAlbumPanel(page);
  const text = unique('Sent before the reload');
  // the server takes the comment, but its answer is held until the page has gone away
  let reached!: () => void;
  const posted = new Promise<void>((resolve) => (reached = resolve));
  await page.route('**/api/activities', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const answer = await route.fetch();
    reached();
    await new Promise((r) => setTimeout(r, 3_000));
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
  expect(await commentsWith(page, id, text)).toHaveLength(1);

  // storage that is not even JSON: the panel opens as usual
  await page.evaluate((k) => sessionStorage.setItem(k, '{"clientId":'), key);
  await page.reload();
  await expect(composer(page)).toBeEnabled();
  await expect(page.getByText('Not sent', { exact: true })).toHaveCount(0);
  expect(await page.evaluate((k) => sessionStorage.getItem(k), key)).toBeNull();
});
