import { test, expect, signIn } from './fixtures';

/**
 * Tiles drawn while scrolling get their photo and placeholder sources from a queue (a few per
 * task) rather than in the render that mounts them: each still shows its own photo, and the tab
 * stop keeps focus while its row is far above the window.
 */

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('tiles scrolled into view show their own photo and placeholder; a focused tile keeps focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const res = await page.request.post('/api/keepsake/synthetic-person', { data: { count: 1000 } });
  expect(res.ok(), 'POST /api/keepsake/synthetic-person').toBe(true);
  const { personId } = (await res.json()) as { personId: string };
  await page.goto(`/people/${personId}`);
  const grid = page.getByRole('grid');
  // a list of 1,000 takes longer than the other pages' lists to arrive and be checked
  await expect(grid.getByRole('link').first()).toBeVisible({ timeout: 60_000 });

  await grid.getByRole('link').first().focus();
  const focusedId = await grid.locator('a[tabindex="0"]').getAttribute('data-asset-id');
  // Jumps of a few screens, as a fling does: every tile in the DOM is new after each.
  for (let screens = 4; screens <= 12; screens += 4) {
    await page.evaluate((y) => window.scrollTo(0, y), screens * 800);
    await expect(grid.locator(`a[data-asset-id="${focusedId}"]`)).toBeFocused();
  }

  // Each visible tile's photo is its own asset's thumbnail, loaded; its placeholder has a source.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const tiles = [...document.querySelectorAll<HTMLAnchorElement>('[role="grid"] a[data-asset-id]')].filter((a) => {
            const box = a.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          });
          return tiles.length > 0 && tiles.every((a) => {
            const images = [...a.querySelectorAll('img')];
            const photo = images.at(-1);
            const placeholder = images.length > 1 ? images[0] : undefined;
            return (
              photo !== undefined &&
              photo.getAttribute('src')?.includes(a.dataset.assetId ?? '-') === true &&
              photo.complete &&
              photo.naturalWidth > 0 &&
              (placeholder === undefined || placeholder.getAttribute('src')?.startsWith('data:image/png') === true)
            );
          });
        }),
      { message: 'every visible tile shows its own loaded photo over a decoded placeholder' },
    )
    .toBe(true);
});
