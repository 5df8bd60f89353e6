// Album likes: quick repeated clicks on the heart, the heart inside the phone's sheet, and an album
// with comments and likes turned off.
import { composer, openAlbumPanel, serviceList, type WireActivity } from './activity-helpers';
import { expect, test } from './fixtures';

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
