import type { Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

/** The demo user's most photographed person and one of their photos with EXIF. */
async function personAndPhoto(page: Page): Promise<{ id: string; name: string; assetId: string }> {
  const people = (await (await page.request.get('/api/people')).json()) as { people: { id: string; name: string }[] };
  const person = people.people[0]!;
  const assets = (await (await page.request.get(`/api/people/${person.id}/assets`)).json()) as { id: string; type: string; exifInfo: { make: string | null } | null }[];
  const photo = assets.find((a) => a.type === 'IMAGE' && a.exifInfo?.make) ?? assets[0]!;
  return { ...person, assetId: photo.id };
}

const cases = [
  { locale: 'ar-EG', lang: 'ar-EG', dir: 'rtl', grid: /^صور /, details: 'التفاصيل' },
  { locale: 'de-DE', lang: 'de-DE', dir: 'ltr', grid: /^Fotos von /, details: 'Details' },
] as const;
const sizes = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

for (const c of cases) {
  for (const size of sizes) {
    test.describe(`${c.locale} at ${size.width}×${size.height}`, () => {
      test.use({ locale: c.locale, viewport: size });

      test('person page, viewer and details read in the language, in its direction, without overflow', async ({ page }, info) => {
        await signIn(page);
        const person = await personAndPhoto(page);
        await page.goto(`/people/${person.id}`);
        const grid = page.getByRole('grid', { name: c.grid });
        await expect(grid).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
        await expect(page.locator('html')).toHaveAttribute('dir', c.dir);
        const first = grid.locator('a[data-index="0"]');
        await expect(first).toBeVisible();
        const [tileBox, gridBox] = [(await first.boundingBox())!, (await grid.boundingBox())!];
        // the first row starts at the grid's inline start: its right edge in Arabic
        if (c.dir === 'rtl') expect(Math.abs(tileBox.x + tileBox.width - (gridBox.x + gridBox.width))).toBeLessThanOrEqual(1);
        else expect(Math.abs(tileBox.x - gridBox.x)).toBeLessThanOrEqual(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: info.outputPath(`person-${c.locale}-${size.width}.png`) });

        await page.goto(`/people/${person.id}/photos/${person.assetId}`);
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        const detailsButton = dialog.getByRole('button', { name: c.details });
        if ((await detailsButton.getAttribute('aria-pressed')) !== 'true') await detailsButton.click();
        const details = dialog.getByRole('region', { name: c.details });
        await expect(details.locator('dt').first()).toBeVisible();
        if (size.width > 1024) {
          // the panel sits at the inline end: on the left in Arabic
          const [panel, stage] = [(await details.boundingBox())!, (await dialog.boundingBox())!];
          if (c.dir === 'rtl') expect(panel.x).toBeLessThanOrEqual(stage.x + 1);
          else expect(panel.x + panel.width).toBeGreaterThanOrEqual(stage.x + stage.width - 1);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: info.outputPath(`viewer-${c.locale}-${size.width}.png`) });
      });
    });
  }
}
