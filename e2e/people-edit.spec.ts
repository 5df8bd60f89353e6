import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { facesOn, photoCount, photoIds } from './face-helpers';

/**
 * Curating people (ADR 108) in both demo APIs (`@both-apis`), on a phone and a desktop: names,
 * birth dates in a UTC−10 browser, a merge, hiding the unnamed, and a 500 for each kind of change.
 * The library is the worker's own and later journeys share it: each test puts back what it
 * changed (through the API), and a merge merges a person the test made for it.
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
      try {
        await page.goto(`/people/${unnamed.id}`);
        await page.getByRole('button', { name: 'Add a name' }).click();
        const field = page.getByRole('textbox', { name: 'Name' });
        await field.fill(name);
        await field.press('Enter');
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(page.getByRole('button', { name })).toBeFocused();
        await expect(page.getByRole('status').filter({ hasText: `Name saved: ${name}` })).toBeAttached();
        await expectNoAxeViolations(page);
        // home, through the app's own link: the same cache, no reload
        await page.getByRole('link', { name: /Keepsake/ }).first().click();
        await expect(page.getByRole('region', { name: /People/ }).getByRole('link', { name })).toBeVisible();
      } finally {
        await page.request.put(`/api/people/${unnamed.id}`, { data: { name: '' } });
      }
    });

    test(`sets a birth date in a UTC−10 browser: the same day, the right age @both-apis`, async ({ page }) => {
      await signIn(page);
      const person = (await people(page)).find((p) => p.name && !p.isHidden && !p.birthDate) ?? (await people(page)).find((p) => p.name && !p.isHidden)!;
      try {
        await page.goto(`/people/${person.id}`);
        await page.getByRole('button', { name: 'More' }).click();
        await page.getByRole('menuitem', { name: 'Set birth date' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Birth date').fill('2000-01-15');
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: 'Save' }).click();
        const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'Pacific/Honolulu' }));
        const age = now.getFullYear() - 2000 - (now.getMonth() === 0 && now.getDate() < 15 ? 1 : 0);
        await expect(page.getByText(`Born January 15, 2000 (${age} years old)`)).toBeVisible();
        await expect(page.getByRole('button', { name: 'More' })).toBeFocused();
        const saved = (await people(page)).find((p) => p.id === person.id)!;
        expect(saved.birthDate).toBe('2000-01-15');
      } finally {
        await page.request.put(`/api/people/${person.id}`, { data: { birthDate: person.birthDate } });
      }
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

for (const size of SIZES) {
  test(`merges two people: the kept one has both their photos (${size.name}) @both-apis`, async ({ page }) => {
    await signIn(page);
    await page.setViewportSize(size);
    // the one merged away is made for the test: one of Ella's faces on a person of its own
    const keep = (await people(page)).find((p) => p.name === 'Ella Rivera')!;
    const [assetId] = await photoIds(page.request, keep.id);
    const face = (await facesOn(page.request, assetId!)).find((f) => f.person?.id === keep.id)!;
    const made = await page.request.post('/api/people', { data: { name: `Ella twin ${size.name}` } });
    expect(made.status()).toBe(201);
    const other = (await made.json()) as WirePerson;
    expect((await page.request.put(`/api/faces/${other.id}`, { data: { id: face.id } })).ok()).toBe(true);
    const total = (await photoCount(page.request, keep.id)) + (await photoCount(page.request, other.id));
    await page.goto(`/people/${keep.id}`);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Merge with…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox', { name: 'Filter people' }).fill(other.name);
    await dialog.getByRole('checkbox', { name: other.name }).check();
    await expect(dialog.getByText(`Kept: ${keep.name}.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await expect(page.getByRole('status').filter({ hasText: `1 person merged into ${keep.name}` })).toBeAttached();
    expect(await photoCount(page.request, keep.id)).toBe(total);
    await page.goto(`/people/${other.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This person was merged into another one.' })).toBeVisible();
  });
}

for (const size of SIZES) {
  test(`hides every unnamed person in one step: home shows only named people (${size.name}) @both-apis`, async ({ page }) => {
    await signIn(page);
    await page.setViewportSize(size);
    const unnamed = (await people(page)).filter((p) => !p.name && !p.isHidden);
    try {
      await page.goto('/people');
      await page.getByRole('button', { name: 'Show & hide people' }).click();
      await page.getByRole('button', { name: 'Hide all unnamed' }).click();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: /changes? saved/ })).toBeAttached();
      await page.getByRole('link', { name: /Keepsake/ }).first().click();
      const row = page.getByRole('region', { name: /People/ });
      await expect(row.getByRole('link', { name: 'Unnamed person' })).toHaveCount(0);
      const left = (await people(page)).filter((p) => !p.isHidden);
      expect(left.every((p) => p.name)).toBe(true);
    } finally {
      for (const p of unnamed) await page.request.put(`/api/people/${p.id}`, { data: { isHidden: false } });
    }
  });
}

test('a name someone already has asks "Same person?"; Esc keeps everything and gives focus back @both-apis', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const unnamed = (await people(page)).find((p) => !p.name && !p.isHidden)!;
  await page.goto(`/people/${unnamed.id}`);
  await page.getByRole('button', { name: 'Add a name' }).click();
  const field = page.getByRole('textbox', { name: 'Name' });
  await field.fill('ella rivera');
  await field.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Same person?' });
  await expect(dialog).toContainText('Another person is already called Ella Rivera.');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect((await people(page)).find((p) => p.id === unnamed.id)?.name).toBe('');
  await expect(page.locator(':focus')).not.toHaveCount(0);
  await expect(page.locator('body')).not.toBeFocused();
});
