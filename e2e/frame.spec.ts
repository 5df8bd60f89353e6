import { test, expect, signIn, expectNoAxeViolations, passTime, settled, stopClock } from './fixtures';
import { changes, frontPhoto, pageDay, photosOfDay } from './frame-helpers';

/** Frame mode at a phone's and a desktop's size, against both demo APIs (`@both-apis`). */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`frame mode at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await signIn(page);
    });

    test('loops through today’s photos full screen, controls only after a key; the settings build the link @both-apis', async ({ page }) => {
      test.setTimeout(120_000);
      await page.clock.install();
      await page.goto('/frame?seconds=5');
      await expect(frontPhoto(page)).toHaveAttribute('data-status', 'ready');
      const photos = await photosOfDay(page, await pageDay(page));
      expect(photos, 'today’s photos in the demo library').toBeGreaterThan(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('1 year ago');
      await stopClock(page);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('button')).toHaveCount(0);
      await expect(page.locator('img')).toHaveCount(2);
      const first = await frontPhoto(page).getAttribute('src');
      // Each photo's 5 s, half of it at a time (the next photo decodes in real time meanwhile).
      for (let n = 1; n <= photos; n++) {
        await expect
          .poll(async () => {
            if ((await changes(page)) < n) await passTime(page, 2_500);
            return changes(page);
          }, { timeout: 30_000, intervals: [10] })
          .toBe(n);
        await expect(page.locator('img')).toHaveCount(2);
      }
      await expect(frontPhoto(page)).toHaveAttribute('src', first!);
      // axe and the dialog need the page's timers running again
      await page.clock.resume();
      await settled(page);
      await expectNoAxeViolations(page);

      await page.keyboard.press('Enter');
      const settingsButton = page.getByRole('button', { name: 'Frame settings' });
      await expect(settingsButton).toBeFocused();
      await settingsButton.click();
      const dialog = page.getByRole('dialog', { name: 'Frame settings' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('checkbox', { name: 'Show the time' }).check();
      await dialog.getByRole('radio', { name: 'Today and the days before' }).check();
      await expect(dialog.getByRole('textbox', { name: 'Link to this frame' })).toHaveValue(/\/frame\?source=days&days=7&clock=1&seconds=5$/);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/frame-settings-${viewport.width}x${viewport.height}.png` });
      await dialog.getByRole('button', { name: 'Show' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/frame\?source=days&days=7&clock=1&seconds=5$/);
      await expect(page.locator('time')).toBeVisible();
      await expect(settingsButton).toBeFocused();
    });

    test('after local midnight it shows the new day’s memories @both-apis', async ({ page }) => {
      const now = new Date();
      await page.clock.install({ time: new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 40) });
      await page.goto('/frame');
      await expect(frontPhoto(page)).toHaveAttribute('data-status', 'ready');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('1 year ago');
      const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 12).toISOString().slice(0, 10);
      expect(await photosOfDay(page, tomorrow), 'tomorrow’s photos in the demo library').toBeGreaterThan(0);
      await expect
        .poll(async () => {
          await passTime(page, 5_000);
          return page.getByRole('heading', { level: 1 }).textContent();
        }, { timeout: 30_000 })
        .toBe('3 years ago');
      await expect(frontPhoto(page)).toHaveAttribute('data-status', 'ready');
      expect(await pageDay(page)).toBe(tomorrow);
    });
  });
}
