// The activity panel and the viewer: keyboard only, focus and Escape, axe, the photo's and video's
// own panels, the comment menu at the list's bottom, layouts on phone and desktop, a missing album.
import { albumId, BANFF, commentsWith, composer, DESKTOP, openAlbumPanel, PHONE, unique } from './activity-helpers';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

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
