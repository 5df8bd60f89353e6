import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The demo account (also printed by `npm start` and listed in the README). */
export const demoUser = { email: 'demo@keepsake.test', password: 'keepsake' } as const;

/** Signs in through the real sign-in API; the session is the httpOnly cookie it sets. */
export async function signIn(page: Page, user: { email: string; password: string } = demoUser): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: user });
  expect(res.status(), `sign-in as ${user.email}`).toBeLessThan(300);
}

/** Runs axe on the page and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

type Fixtures = {
  /** console.error messages seen so far; a test that expects some clears this array. */
  consoleErrors: string[];
};

/**
 * `test` fails when the page logs console.error (or throws) unless the test empties
 * `consoleErrors` after asserting on what it expected. Use `signIn(page)` to start signed in.
 */
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // The browser's own network log ("Failed to load resource: 404") is not an app error:
        // tests that provoke failures assert on what the page shows instead.
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
