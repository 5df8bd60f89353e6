import { test, expect, signIn, expectNoAxeViolations, passTime } from './fixtures';
import { changes, frontPhoto, ownDemoServer, signInOn, statusLine } from './frame-helpers';

/** Frame mode through a server outage and the end of its session, at a phone's and a desktop's size, both demo APIs. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const offline = 'Offline: showing the photos already here, and trying again';

for (const viewport of VIEWPORTS) {
  test.describe(`frame mode at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('keeps its photo on screen while the server is away, says so once, and carries on when it is back @both-apis', async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      // A server of the test's own, stopped and started for real: the shared one serves other tests.
      const server = await ownDemoServer(testInfo);
      try {
        await signInOn(page, server.origin);
        await page.clock.install();
        await page.goto(`${server.origin}/frame?seconds=5`);
        await expect(frontPhoto(page)).toHaveAttribute('data-status', 'ready');
        await expect(statusLine(page)).toHaveText('');

        await server.stop();
        // The photos not yet loaded fail; the frame asks the server, which does not answer.
        await expect.poll(async () => {
          await passTime(page, 5_000);
          return statusLine(page).textContent();
        }).toBe(offline);
        await expect(page.getByRole('status')).toHaveCount(1);
        await passTime(page, 60_000);
        await expect(statusLine(page)).toHaveText(offline);
        await expect(frontPhoto(page)).toHaveAttribute('data-status', 'ready');
        await expect(frontPhoto(page)).toHaveAttribute('src', /\/api\/assets\/.+\/thumbnail\?size=preview/);
        await expect(frontPhoto(page)).toBeVisible();
        await expectNoAxeViolations(page);

        await server.start();
        // Back-off: the next try comes within five minutes.
        await expect.poll(async () => {
          await passTime(page, 10_000);
          return statusLine(page).textContent();
        }, { timeout: 60_000 }).toBe('');
        const before = await changes(page);
        await expect.poll(async () => {
          await passTime(page, 5_000);
          return changes(page);
        }).toBeGreaterThan(before + 1);
      } finally {
        await server.stop();
      }
    });

    test('asks to sign in again once the session has ended, and comes back to the frame @both-apis', async ({ page }) => {
      await signIn(page);
      await page.clock.install();
      await page.goto('/frame?clock=1&seconds=5');
      await expect(frontPhoto(page)).toHaveAttribute('data-status', 'ready');
      // The session ends on the server, as signing out elsewhere would end it.
      expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
      const heading = page.getByRole('heading', { level: 1, name: 'Signed out' });
      await expect.poll(async () => {
        await passTime(page, 5_000);
        return heading.isVisible();
      }).toBe(true);
      await expect(page).toHaveURL(/\/frame\?clock=1&seconds=5$/);
      await expect(page.locator('img')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Sign in again' }).click();
      await expect(page).toHaveURL(/\/login\?next=%2Fframe%3Fclock%3D1%26seconds%3D5$/);
      await page.getByLabel('Email').fill('demo@keepsake.test');
      await page.getByLabel('Password').fill('keepsake');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/frame\?clock=1&seconds=5$/);
      await expect(frontPhoto(page)).toHaveAttribute('data-status', 'ready');
      await expect(page.locator('time')).toBeVisible();
    });
  });
}
