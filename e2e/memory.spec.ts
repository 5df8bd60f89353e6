import { test, expect, signIn, expectNoAxeViolations, passTime } from './fixtures';
import { currentSlide as current, memories, photoMemory, recordVideoPlayback, slide, videoPlayback } from './memory-helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('opens a memory and advances by itself once the photo has loaded', async ({ page }) => {
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  await page.goto(`/memories/${memory.id}`);
  const carousel = page.getByRole('region', { name: /years? ago/ });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(slide(page, 1, n)).toHaveAttribute('data-slide-status', 'ready');
  await expect(page.getByText(`1 / ${n}`)).toBeVisible();
  await expect(slide(page, 2, n)).toBeVisible({ timeout: 9_000 });
  await expect(page).toHaveURL(new RegExp(`asset=${memory.assets[1]!.id}`));
});

test('Space pauses: nothing advances for 10 s, and Space plays again', async ({ page }) => {
  await page.clock.install();
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  await page.goto(`/memories/${memory.id}`);
  await expect(slide(page, 1, n)).toHaveAttribute('data-slide-status', 'ready');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(page.locator('[aria-live="polite"]')).toHaveCount(1);
  await passTime(page, 10_000);
  await expect(slide(page, 1, n)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(slide(page, 2, n)).toBeVisible({ timeout: 9_000 });
});

test('arrow keys and progress segments move between photos', async ({ page }) => {
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  await page.goto(`/memories/${memory.id}`);
  await expect(slide(page, 1, n)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(slide(page, 2, n)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(slide(page, 1, n)).toBeVisible();
  await page.getByRole('button', { name: `Go to photo 3 of ${n}` }).click();
  await expect(slide(page, 3, n)).toBeVisible();
  await expect(page.getByText(`3 / ${n}`)).toBeVisible();
});

test('a tap on the right or left third of the photo moves next or back', async ({ page }) => {
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  await page.goto(`/memories/${memory.id}`);
  await page.getByRole('button', { name: 'Pause' }).click();
  const box = (await current(page).boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.85, box.y + box.height / 2);
  await expect(slide(page, 2, n)).toBeVisible();
  await page.mouse.click(box.x + box.width * 0.15, box.y + box.height / 2);
  await expect(slide(page, 1, n)).toBeVisible();
});

test('with reduced motion the story starts paused', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  await page.goto(`/memories/${memory.id}`);
  await expect(slide(page, 1, n)).toHaveAttribute('data-slide-status', 'ready');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
});

test('the URL follows the photo and a reload resumes on it; an unknown id starts at the first', async ({ page }) => {
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  await page.goto(`/memories/${memory.id}`);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('button', { name: `Go to photo 3 of ${n}` }).click();
  await expect(page).toHaveURL(new RegExp(`asset=${memory.assets[2]!.id}`));
  await page.reload();
  await expect(slide(page, 3, n)).toBeVisible();

  await page.goto(`/memories/${memory.id}?asset=not-an-asset`);
  await expect(slide(page, 1, n)).toBeVisible();
});

test('a video plays on its own time', async ({ page }) => {
  const memory = (await memories(page)).find((m) => m.assets.some((a) => a.type === 'VIDEO'));
  expect(memory, 'a memory with a video').toBeDefined();
  const video = memory!.assets.find((a) => a.type === 'VIDEO')!;
  await recordVideoPlayback(page);
  await page.goto(`/memories/${memory!.id}?asset=${video.id}`);
  await expect(page.getByRole('button', { name: /Unmute video|Mute video/ })).toBeVisible();
  await expect.poll(async () => (await videoPlayback(page)).furthest, { timeout: 10_000 }).toBeGreaterThan(0.5);
  expect((await videoPlayback(page)).mutedWhilePlaying).toBe(true);
  await page.screenshot({ path: '/tmp/memory-video.png' });
});

test('a photo that fails to load shows a tile and the story goes on', async ({ page }) => {
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  const broken = memory.assets[1]!.id;
  await page.route(`**/api/assets/${broken}/thumbnail?size=preview`, (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto(`/memories/${memory.id}?asset=${broken}`);
  await expect(slide(page, 2, n).getByText('This photo couldn’t be loaded')).toBeVisible();
  await expect(slide(page, 2, n).getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.screenshot({ path: '/tmp/memory-error-tile.png' });
  await expect(slide(page, 3, n)).toBeVisible({ timeout: 9_000 });
});

test('Esc goes home', async ({ page }) => {
  const memory = await photoMemory(page);
  await page.goto(`/memories/${memory.id}`);
  await expect(current(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
});

test('without the memories list (500 on v1.106) the player still works and says nothing alarming', async ({ page }) => {
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  await page.route('**/api/memories', (route) =>
    route.fulfill({ status: 500, json: { message: 'Failed to search memories', error: 'Internal Server Error', statusCode: 500 } }),
  );
  await page.goto(`/memories/${memory.id}`);
  await expect(slide(page, 1, n)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(slide(page, 2, n)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/error|went wrong|failed/i)).toHaveCount(0);
});

test('the heart saves optimistically and rolls back with a message when the server refuses', async ({ page }) => {
  const memory = await photoMemory(page);
  await page.goto(`/memories/${memory.id}`);
  const heart = page.getByRole('button', { name: 'Save memory' });
  const wasSaved = (await heart.getAttribute('aria-pressed')) === 'true';
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', String(!wasSaved));
  await expect(page.getByRole('status').filter({ hasText: wasSaved ? 'Removed from saved' : 'Saved to your memories' })).toBeVisible();

  await page.route(`**/api/memories/${memory.id}`, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { message: 'nope', statusCode: 500 } }) : route.continue(),
  );
  await heart.click();
  await expect(page.getByRole('status').filter({ hasText: /Couldn’t/ })).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', String(!wasSaved));
});

test('an unknown memory says so and links home', async ({ page }) => {
  await page.goto('/memories/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This memory doesn’t exist or isn’t shared with you' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
});

test('the end card offers the next memory and watching again', async ({ page }) => {
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  await page.goto(`/memories/${memory.id}?asset=${memory.assets[n - 1]!.id}`);
  await expect(slide(page, n, n)).toHaveAttribute('data-slide-status', 'ready');
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByRole('button', { name: 'Watch again' })).toBeVisible();
  await page.screenshot({ path: '/tmp/memory-end-card.png' });
  await page.getByRole('button', { name: 'Watch again' }).click();
  await expect(slide(page, 1, n)).toBeVisible();
});

test('scrolling to the photos below pauses the story; a photo opens large', async ({ page }) => {
  const memory = await photoMemory(page);
  await page.goto(`/memories/${memory.id}`);
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'All photos in this memory' });
  // Scroll to the grid once it has rows, as a user would: scrolled to while still empty (0 px
  // tall), it then grows downwards from the bottom of the window, barely in view.
  await expect(grid.getByRole('link').first()).toBeAttached();
  await grid.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(1);
  await grid.getByRole('link').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/memory-dialog.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/memories/${memory.id}`));
});

test('axe: no violations playing and paused; screenshots at phone and desktop sizes', async ({ page }) => {
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/memories/${memory.id}`);
  await expect(slide(page, 1, n)).toHaveAttribute('data-slide-status', 'ready');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/memory-1440-playing.png' });
  await page.getByRole('button', { name: 'Pause' }).click();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/memory-1440-paused.png' });
  await page.mouse.wheel(0, 900);
  await expect(page.getByRole('heading', { name: 'All photos in this memory' })).toBeInViewport();
  await page.screenshot({ path: '/tmp/memory-1440-grid.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/memories/${memory.id}`);
  await expect(slide(page, 1, n)).toHaveAttribute('data-slide-status', 'ready');
  await page.screenshot({ path: '/tmp/memory-390-playing.png' });
  await expectNoAxeViolations(page);
});
