import { test, expect, signIn, expectNoAxeViolations } from './fixtures';
import { photoMemory } from './memory-helpers';

/** The memory player read in German and in Arabic (right to left), on a phone and on a desktop. */
const cases = [
  { locale: 'de-DE', lang: 'de-DE', dir: 'ltr', title: /^Vor \d+ Jahr(en)?$|^Dieses Jahr$/, slide: (n: number, of: number) => `${n} von ${of}`, next: 'Nächstes Foto', again: 'Noch einmal ansehen', forward: 'ArrowRight', back: 'ArrowLeft' },
  { locale: 'ar-EG', lang: 'ar-EG', dir: 'rtl', title: /^(قبل|هذا العام)/, slide: (n: number, of: number) => `${arabic(n)} من ${arabic(of)}`, next: 'الصورة التالية', again: 'إعادة المشاهدة', forward: 'ArrowLeft', back: 'ArrowRight' },
] as const;
const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

function arabic(n: number): string {
  return new Intl.NumberFormat('ar-EG').format(n);
}

for (const c of cases) {
  test.describe(`memory in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    for (const viewport of viewports) {
      test(`plays, moves the reading way and ends, at ${viewport.width}×${viewport.height}`, async ({ page }, testInfo) => {
        await page.setViewportSize(viewport);
        await signIn(page);
        const memory = await photoMemory(page);
        const n = memory.assets.length;
        await page.goto(`/memories/${memory.id}`);
        await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
        await expect(page.locator('html')).toHaveAttribute('dir', c.dir);
        const carousel = page.getByRole('region', { name: c.title });
        await expect(carousel).toBeVisible();
        await expect(page.getByRole('group', { name: c.slide(1, n) })).toHaveAttribute('data-slide-status', 'ready');
        await page.keyboard.press('Space');
        await page.keyboard.press(c.forward);
        await expect(page.getByRole('group', { name: c.slide(2, n) })).toHaveAttribute('data-slide-status', 'ready');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        // the progress runs the reading way: the first segment at the start, each filling from its start edge
        const progress = await page.locator('ol li').evaluateAll((items) =>
          items.slice(0, 2).map((li) => {
            const fill = li.querySelector('button > span > span') as HTMLElement;
            return { x: li.getBoundingClientRect().x, track: fill.parentElement!.getBoundingClientRect().width, origin: parseFloat(getComputedStyle(fill).transformOrigin) };
          }),
        );
        const [first, second] = progress;
        expect(c.dir === 'rtl' ? first!.x > second!.x : first!.x < second!.x).toBe(true);
        expect(first!.origin).toBeCloseTo(c.dir === 'rtl' ? first!.track : 0, 0);
        await page.screenshot({ path: testInfo.outputPath(`player-${c.locale}-${viewport.width}.png`) });
        await expectNoAxeViolations(page);
        await page.keyboard.press(c.back);
        await expect(page.getByRole('group', { name: c.slide(1, n) })).toBeVisible();

        await page.goto(`/memories/${memory.id}?asset=${memory.assets[n - 1]!.id}`);
        await expect(page.getByRole('group', { name: c.slide(n, n) })).toHaveAttribute('data-slide-status', 'ready');
        await page.getByRole('button', { name: c.next }).click();
        await expect(page.getByRole('button', { name: c.again })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: testInfo.outputPath(`end-card-${c.locale}-${viewport.width}.png`) });
        await expectNoAxeViolations(page);
      });
    }
  });
}
