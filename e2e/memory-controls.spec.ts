import { test, expect, signIn } from './fixtures';
import { photoMemory, slide } from './memory-helpers';

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1440, height: 900 } as const;

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the pointer resting on the controls holds the story; leaving resumes; a pause made meanwhile stays', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  await page.goto(`/memories/${memory.id}`);
  await expect(slide(page, 1, n)).toHaveAttribute('data-slide-status', 'ready');
  await page.getByRole('button', { name: `Go to photo 2 of ${n}` }).hover();
  // an image lasts 5 s: well past that, the story has not moved while the pointer rests there
  await page.waitForTimeout(6_500);
  await expect(slide(page, 1, n)).toBeVisible();
  // a hold is not the user's pause: the button still offers "Pause"
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // pointer onto the bare photo: the story goes on
  const box = (await page.locator('[aria-roledescription="slide"]').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(slide(page, 2, n)).toBeVisible({ timeout: 9_000 });

  // back on the controls, the user pauses; leaving them again does not play
  await page.getByRole('button', { name: 'Previous photo' }).hover();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(6_500);
  await expect(slide(page, 2, n)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
});

test('keyboard focus inside the player holds the story; focus on Play/Pause or outside lets it run', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  await page.goto(`/memories/${memory.id}`);
  await expect(slide(page, 1, n)).toHaveAttribute('data-slide-status', 'ready');
  const toggle = page.getByRole('button', { name: 'Pause', exact: true });
  await toggle.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /Save memory/ })).toBeFocused();
  await page.waitForTimeout(6_500);
  await expect(slide(page, 1, n)).toBeVisible();
  await expect(toggle).toBeVisible();

  // back on the rotation control itself (APG): the story runs, so the button shows what it does
  await page.keyboard.press('Shift+Tab');
  await expect(toggle).toBeFocused();
  await expect(slide(page, 2, n)).toBeVisible({ timeout: 9_000 });
});

test.describe('on a touch phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a tap on a control leaves no hover or focus hold behind: the story goes on', async ({ page }) => {
    const memory = await photoMemory(page);
    const n = memory.assets.length;
    await page.goto(`/memories/${memory.id}`);
    await expect(slide(page, 1, n)).toHaveAttribute('data-slide-status', 'ready');
    await page.getByRole('button', { name: `Go to photo 2 of ${n}` }).tap();
    await expect(slide(page, 2, n)).toBeVisible();
    await expect(slide(page, 3, n)).toBeVisible({ timeout: 9_000 });
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  });
});
