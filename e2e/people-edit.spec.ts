import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

/**
 * Curating people (ADR 108) in both demo APIs (`@both-apis`), on a phone and a desktop: names,
 * birth dates in a UTC−10 browser, a merge, hiding the unnamed, and a 500 for each kind of change.
 * The library is the worker's own and these changes stay in it: each test picks people the
 * earlier ones left alone.
 */

interface WirePerson {
  id: string;
  name: string;
  isHidden: boolean;
  birthDate: string | null;
}

async function people(page: Page): Promise<WirePerson[]> {
  const res = await page.request.get('/api/people?withHidden=true');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { people: WirePerson[] }).people;
}

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const size of SIZES) {
  test.describe(`${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, timezoneId: 'Pacific/Honolulu' });

    test(`names an unnamed person, seen on the home row without a reload @both-apis`, async ({ page }, info) => {
      await signIn(page);
      const unnamed = (await people(page)).find((p) => !p.name && !p.isHidden)!;
      const name = `Nia ${info.project.name} ${size.name}`;
      await page.goto(`/people/${unnamed.id}`);
      await page.getByRole('button', { name: 'Add a name' }).click();
      const field = page.getByRole('textbox', { name: 'Name' });
      await field.fill(name);
      await field.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('button', { name })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: `Name saved: ${name}` })).toBeAttached();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/people-${size.name}-${info.project.name}-person.png` });
      // home, through the app's own link: the same cache, no reload
      await page.getByRole('link', { name: /Keepsake/ }).first().click();
      await expect(page.getByRole('region', { name: /People/ }).getByRole('link', { name })).toBeVisible();
    });

    test(`sets a birth date in a UTC−10 browser: the same day, the right age @both-apis`, async ({ page }, info) => {
      await signIn(page);
      const person = (await people(page)).find((p) => p.name && !p.isHidden && !p.birthDate) ?? (await people(page)).find((p) => p.name && !p.isHidden)!;
      await page.goto(`/people/${person.id}`);
      await page.getByRole('button', { name: 'More' }).click();
      await page.getByRole('menuitem', { name: 'Set birth date' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Birth date').fill('2000-01-15');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/people-${size.name}-${info.project.name}-birth-date.png` });
      await dialog.getByRole('button', { name: 'Save' }).click();
      const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'Pacific/Honolulu' }));
      const age = now.getFullYear() - 2000 - (now.getMonth() === 0 && now.getDate() < 15 ? 1 : 0);
      await expect(page.getByText(`Born January 15, 2000 (${age} years old)`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'More' })).toBeFocused();
      const saved = (await people(page)).find((p) => p.id === person.id)!;
      expect(saved.birthDate).toBe('2000-01-15');
    });

    test(`a change the server fails with a 500 is undone and said @both-apis`, async ({ page }) => {
      await signIn(page);
      const person = (await people(page)).find((p) => p.name && !p.isHidden)!;
      await page.route(`**/api/people/${person.id}`, (route) => (route.request().method() === 'GET' ? route.fallback() : route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })));
      await page.goto(`/people/${person.id}`);
      await page.getByRole('button', { name: person.name }).click();
      const field = page.getByRole('textbox', { name: 'Name' });
      await field.fill('Never saved');
      await field.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'The server could not save this change' })).toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
      await page.getByRole('button', { name: 'More' }).click();
      await page.getByRole('menuitem', { name: 'Hide this person' }).click();
      await expect(page.getByText('Hidden from People on the home page')).toBeHidden();
      await expect(page.getByRole('alert').filter({ hasText: 'The server could not save this change' })).toBeAttached();
    });
  });
}

test('merges two people: the kept one has both their photos @both-apis', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const named = (await people(page)).filter((p) => p.name && !p.isHidden);
  const [keep, other] = named.slice(-2);
  const count = async (id: string) => ((await (await page.request.get(`/api/people/${id}/statistics`)).json()) as { assets: number }).assets;
  const total = (await count(keep!.id)) + (await count(other!.id));
  await page.goto(`/people/${keep!.id}`);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Merge with…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox', { name: 'Filter people' }).fill(other!.name);
  await dialog.getByRole('checkbox', { name: other!.name }).check();
  await expect(dialog.getByText(`Kept: ${keep!.name}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/people-desktop-merge.png' });
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByRole('status').filter({ hasText: `1 person merged into ${keep!.name}` })).toBeAttached();
  expect(await count(keep!.id)).toBe(total);
  await page.goto(`/people/${other!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This person was merged into another one.' })).toBeVisible();
});

test('hides every unnamed person in one step: home shows only named people @both-apis', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/people');
  await page.getByRole('button', { name: 'Show & hide people' }).click();
  await page.getByRole('button', { name: 'Hide all unnamed' }).click();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/people-phone-show-hide.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /changes? saved/ })).toBeAttached();
  await page.getByRole('link', { name: /Keepsake/ }).first().click();
  const row = page.getByRole('region', { name: /People/ });
  await expect(row.getByRole('link', { name: 'Unnamed person' })).toHaveCount(0);
  const left = (await people(page)).filter((p) => !p.isHidden);
  expect(left.every((p) => p.name)).toBe(true);
});
