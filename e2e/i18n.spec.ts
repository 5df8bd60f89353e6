import { test, expect, signIn, expectNoAxeViolations } from './fixtures';
import { albumId, BANFF } from './activity-helpers';
import { photoMemory } from './memory-helpers';
import { expectNoEnglish, expectNoHorizontalOverflow, untranslatedEnglish } from './locale-helpers';
import type { Page } from '@playwright/test';

/** The browser languages the app is tried in, with what `<html>` must say and words each must show. */
const BROWSERS = [
  { locale: 'de-DE', language: 'de', dir: 'ltr', signOut: 'Abmelden' },
  { locale: 'ja-JP', language: 'ja', dir: 'ltr', signOut: 'ログアウト' },
  { locale: 'ar-EG', language: 'ar', dir: 'rtl', signOut: 'تسجيل الخروج' },
] as const;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function expectHtml(page: Page, lang: string, dir: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

/** A person with a name and photos, from the API. */
async function namedPerson(page: Page): Promise<{ id: string; name: string }> {
  const res = await page.request.get('/api/people');
  const body = (await res.json()) as { people: { id: string; name: string }[] };
  const person = body.people.find((p) => p.name);
  expect(person, 'a named person in the demo library').toBeDefined();
  return person!;
}

for (const browser of BROWSERS) {
  test.describe(`a browser in ${browser.locale}`, () => {
    test.use({ locale: browser.locale });
    const english = untranslatedEnglish(browser.language);

    test(`the sign-in page speaks ${browser.language}`, async ({ page }) => {
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await page.goto('/login');
        await expect(page.locator('form')).toBeVisible();
        await expectHtml(page, browser.locale, browser.dir);
        await expectNoEnglish(page, english, `sign-in ${size.width}`);
        await expectNoHorizontalOverflow(page, `sign-in ${size.width}`);
      }
      await expectNoAxeViolations(page);
    });

    test(`home, a memory, a person with the viewer and its details, an album’s activity: all in ${browser.language}`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page);
      const memory = await photoMemory(page);
      const person = await namedPerson(page);
      const album = await albumId(page.request, BANFF);
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        const at = (where: string) => `${where} at ${size.width}×${size.height}`;

        await page.goto('/');
        await expect(page.getByRole('button', { name: browser.signOut })).toBeVisible();
        await expect(page.locator('main a[href^="/people/"]').first()).toBeVisible();
        await expectHtml(page, browser.locale, browser.dir);
        await expectNoEnglish(page, english, at('home'));
        await expectNoHorizontalOverflow(page, at('home'));
        if (size === PHONE) await expectNoAxeViolations(page);

        await page.goto(`/memories/${memory.id}`);
        await expect(page.locator('main img').first()).toBeVisible();
        await expectNoEnglish(page, english, at('memory'));
        await expectNoHorizontalOverflow(page, at('memory'));
        if (size === PHONE) await expectNoAxeViolations(page);

        await page.goto(`/people/${person.id}`);
        await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
        await expect(page.locator('main a[href*="/photos/"]').first()).toBeVisible();
        await expectNoEnglish(page, english, at('person'));
        await expectNoHorizontalOverflow(page, at('person'));
        if (size === PHONE) await expectNoAxeViolations(page);

        await page.locator('main a[href*="/photos/"]').first().click();
        const viewer = page.getByRole('dialog');
        await expect(viewer).toBeVisible();
        // the details panel (`i`), open or not as the reader last left it
        const details = viewer.locator('button[aria-keyshortcuts="i"]');
        if ((await details.getAttribute('aria-pressed')) !== 'true') await details.click();
        await expect(viewer.locator('dt').first()).toBeVisible();
        await expectNoEnglish(page, english, at('viewer with details'));
        await expectNoHorizontalOverflow(page, at('viewer with details'));
        if (size === PHONE) await expectNoAxeViolations(page);

        await page.goto(`/albums/${album}?activity=open`);
        await expect(page.getByRole('textbox')).toBeVisible();
        await expect(page.locator('main img').first()).toBeVisible();
        await expectNoEnglish(page, english, at('album with its activity'));
        await expectNoHorizontalOverflow(page, at('album with its activity'));
        if (size === PHONE) await expectNoAxeViolations(page);
      }
    });
  });
}

test.describe('right to left', () => {
  test.use({ locale: 'ar-EG' });

  test('the person grid flows from the right: its first photo is the top right one', async ({ page }) => {
    await signIn(page);
    const person = await namedPerson(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/people/${person.id}`);
    const tiles = page.locator('main a[href*="/photos/"]');
    await expect(tiles.nth(1)).toBeVisible();
    const [first, second] = [(await tiles.nth(0).boundingBox())!, (await tiles.nth(1).boundingBox())!];
    expect(Math.abs(first.y - second.y), 'the first two photos share a row').toBeLessThan(2);
    expect(first.x, 'the first photo is to the right of the second').toBeGreaterThan(second.x);
  });
});

test.describe('the language menu', () => {
  test.use({ locale: 'de-DE' });

  test('overrides the browser, is remembered across reloads, and "browser default" goes back', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    const menu = page.getByRole('combobox', { name: 'Sprache' });
    await expect(menu).toBeVisible();
    await menu.selectOption('ja');
    await expect(page.getByRole('button', { name: 'ログアウト' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.reload();
    await expect(page.getByRole('button', { name: 'ログアウト' })).toBeVisible();
    await page.getByRole('combobox', { name: '言語' }).selectOption('');
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  });
});
