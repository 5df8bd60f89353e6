import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, expectNoAxeViolations, passTime, stopClock } from './fixtures';
import { photoMemory, slide } from './memory-helpers';

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1440, height: 900 } as const;

/** The memories page's "Past" list, in its order: the memories' paths with `?list=past`. */
async function pastOrder(page: Page): Promise<string[]> {
  await page.goto('/memories');
  const links = page.getByRole('grid', { name: 'Past' }).getByRole('link');
  await expect(links.nth(2)).toBeAttached();
  return links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
}

const endCard = (page: Page) => page.getByRole('group', { name: 'That’s the end of this memory' });

/** The element really hit at the centre of `target` is `target` (or inside it): nothing covers it. */
async function expectHittable(target: Locator, viewport: { width: number; height: number }): Promise<void> {
  await expect(target).toBeInViewport({ ratio: 1 });
  const box = (await target.boundingBox())!;
  expect(box.width, 'touch target width').toBeGreaterThanOrEqual(44);
  expect(box.height, 'touch target height').toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!at && el.contains(at);
  });
  expect(hit, 'nothing covers the control').toBe(true);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

for (const [label, size] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`on a ${label} (${size.width}×${size.height})`, () => {
    test.use({ viewport: size, hasTouch: label === 'phone' });

    test('visible previous/next-memory controls walk the list the memory was opened from', async ({ page }) => {
      // the story's clock stands still while the test works: a short memory cannot reach its end
      // card (which offers a second "Next memory") between two steps, however slow the machine
      await page.clock.install();
      const order = await pastOrder(page);
      const [newer, middle, older] = order as [string, string, string];
      await page.goto(middle);
      await expect(page.locator('[aria-roledescription="slide"]').first()).toHaveAttribute('data-slide-status', /ready|error/);
      const previous = page.getByRole('link', { name: 'Previous memory' });
      const next = page.getByRole('link', { name: 'Next memory' });
      await expect(next).toBeVisible();
      await stopClock(page);
      await expectHittable(previous, size);
      await expectHittable(next, size);

      if (label === 'phone') await next.tap();
      else await next.click();
      // the next memory's data reaches the page on a timer: let time run again
      await page.clock.resume();
      await expect(page).toHaveURL(new RegExp(older.replace('?', '\\?')));
      await expect(page.getByRole('link', { name: 'Previous memory' })).toBeVisible();
      await stopClock(page);
      // focus stays on the control used (or, at the last memory, on Play/Pause), never on <body>
      const hasNext = (await page.getByRole('link', { name: 'Next memory' }).count()) > 0;
      const focusTarget = hasNext ? page.getByRole('link', { name: 'Next memory' }) : page.getByRole('button', { name: /^(Play|Pause)$/ });
      await expect(focusTarget).toBeFocused();

      await page.clock.resume();
      await page.goto(middle);
      await expect(previous).toBeVisible();
      // paused by the user this time (axe needs the page's timers), so the story stays on its slide
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/memory-controls-${size.width}x${size.height}.png` });
      if (label === 'phone') await previous.tap();
      else await previous.click();
      await expect(page).toHaveURL(new RegExp(newer.replace('?', '\\?')));
      // the newest has no previous memory: no control that leads nowhere
      await expect(page.getByRole('link', { name: 'Next memory' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Previous memory' })).toHaveCount(0);
    });

    test('the end card’s choices are on screen, uncovered, and work by touch or click', async ({ page }) => {
      const memory = await photoMemory(page);
      const n = memory.assets.length;
      await page.goto(`/memories/${memory.id}?asset=${memory.assets[n - 1]!.id}`);
      await expect(slide(page, n, n)).toHaveAttribute('data-slide-status', 'ready');
      const nextPhoto = page.getByRole('button', { name: 'Next photo' });
      if (label === 'phone') await nextPhoto.tap();
      else await nextPhoto.click();
      const card = endCard(page);
      await expect(card).toBeVisible();
      const watchAgain = card.getByRole('button', { name: 'Watch again' });
      const onward = card.getByRole('link', { name: /Next memory|Back to home/ });
      await expectHittable(watchAgain, size);
      await expectHittable(onward, size);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/memory-end-card-${size.width}x${size.height}.png` });
      if (label === 'phone') await watchAgain.tap();
      else await watchAgain.click();
      await expect(slide(page, 1, n)).toBeVisible();
      await expect(card).toHaveCount(0);
    });
  });
}

test('by keyboard, focus moves into the end card and back to Play/Pause after “Watch again”', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  await page.goto(`/memories/${memory.id}?asset=${memory.assets[n - 1]!.id}`);
  await expect(slide(page, n, n)).toHaveAttribute('data-slide-status', 'ready');
  await page.getByRole('button', { name: 'Next photo' }).focus();
  await page.keyboard.press('Enter');
  const card = endCard(page);
  await expect(card).toBeVisible();
  // The story ended under the user's focus: it lands on the card's first choice, not on <body>.
  await expect(card.getByRole('link', { name: /Next memory|Back to home/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Watch again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slide(page, 1, n)).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Play|Pause)$/ })).toBeFocused();
});

test('the pointer resting on the controls holds the story; leaving resumes; a pause made meanwhile stays', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize(DESKTOP);
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  await page.goto(`/memories/${memory.id}`);
  await expect(slide(page, 1, n)).toHaveAttribute('data-slide-status', 'ready');
  await stopClock(page);
  await page.getByRole('button', { name: `Go to photo 2 of ${n}` }).hover();
  // an image lasts 5 s: well past that, the story has not moved while the pointer rests there
  await passTime(page, 6_500);
  await expect(slide(page, 1, n)).toBeVisible();
  // a hold is not the user's pause: the button still offers "Pause"
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // pointer onto the bare photo: the story goes on
  const box = (await page.locator('[aria-roledescription="slide"]').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await passTime(page, 5_000);
  await expect(slide(page, 2, n)).toBeVisible();

  // back on the controls, the user pauses; leaving them again does not play
  await page.getByRole('button', { name: 'Previous photo' }).hover();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await passTime(page, 6_500);
  await expect(slide(page, 2, n)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
});

test('keyboard focus inside the player holds the story; focus on Play/Pause or outside lets it run', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize(DESKTOP);
  const memory = await photoMemory(page);
  const n = memory.assets.length;
  await page.goto(`/memories/${memory.id}`);
  await expect(slide(page, 1, n)).toHaveAttribute('data-slide-status', 'ready');
  await stopClock(page);
  const toggle = page.getByRole('button', { name: 'Pause', exact: true });
  await toggle.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /Save memory/ })).toBeFocused();
  await passTime(page, 6_500);
  await expect(slide(page, 1, n)).toBeVisible();
  await expect(toggle).toBeVisible();

  // back on the rotation control itself (APG): the story runs, so the button shows what it does
  await page.keyboard.press('Shift+Tab');
  await expect(toggle).toBeFocused();
  await passTime(page, 5_000);
  await expect(slide(page, 2, n)).toBeVisible();
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
