import { albumId, BANFF, unique } from './activity-helpers';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** What the album page says in each language (from its catalogs), and what it must not say in English. */
const LANGUAGES = [
  { locale: 'de-DE', lang: 'de-DE', dir: 'ltr', heading: 'Aktivität', composer: 'Dieses Album kommentieren', remove: 'Kommentar entfernen', actions: /^Aktionen für den Kommentar von / },
  { locale: 'ja-JP', lang: 'ja-JP', dir: 'ltr', heading: 'アクティビティ', composer: 'このアルバムにコメント', remove: 'コメントを削除', actions: /のコメントの操作$/ },
  { locale: 'ar-EG', lang: 'ar-EG', dir: 'rtl', heading: 'النشاط', composer: 'التعليق على هذا الألبوم', remove: 'حذف التعليق', actions: /^إجراءات تعليق / },
] as const;

/** Source messages of the album page that no translation keeps. */
const ENGLISH = ['Owner and members', 'Add a comment…', 'Activity, oldest first', 'Like this album', 'No comments yet', 'Comments on this photo'];

for (const language of LANGUAGES) {
  test.describe(`the album in ${language.locale}`, () => {
    test.use({ locale: language.locale });

    for (const size of [PHONE, DESKTOP]) {
      test(`speaks ${language.locale} with the panel open, mirrors in right to left, and fits (${size.width}×${size.height})`, async ({ page }, testInfo) => {
        await page.setViewportSize(size);
        await signIn(page);
        const id = await albumId(page.request, BANFF);
        await page.goto(`/albums/${id}?activity=open`);
        const panel = page.getByRole('region', { name: language.heading, exact: true });
        await expect(page.getByRole('heading', { level: 2, name: language.heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
        await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
        const box = page.getByRole('textbox', { name: language.composer });
        await expect(box).toBeVisible();

        // A comment of mine, so its menu can be opened; it sits last, just above the composer.
        const text = unique('i18n');
        await box.fill(text);
        await box.press('Enter');
        const item = page.getByRole('listitem').filter({ hasText: text });
        await item.getByRole('button', { name: language.actions }).click();
        const remove = item.getByRole('button', { name: language.remove });
        await expect(remove).toBeVisible();
        // The menu is whole and on top: not cut by the list's edge, not under the composer.
        const hits = await remove.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const points = [
            [r.left + 4, r.top + 4],
            [r.right - 4, r.top + 4],
            [r.left + 4, r.bottom - 4],
            [r.right - 4, r.bottom - 4],
          ] as const;
          return points.map(([x, y]) => el.contains(document.elementFromPoint(x, y)));
        });
        expect(hits).toEqual([true, true, true, true]);

        const main = (await page.locator('main').innerText()).replaceAll(text, '');
        for (const english of ENGLISH) expect(main).not.toContain(english);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        if (language.dir === 'rtl' && size === DESKTOP) {
          // The panel is the inline-end column: on the left in right to left.
          const panelBox = (await page.locator('aside').boundingBox())!;
          expect(panelBox.x).toBeLessThan(10);
        }
        await page.screenshot({ path: testInfo.outputPath(`album-${language.locale}-${size.width}x${size.height}.png`) });
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(remove).toHaveCount(0);
        await expect(panel).toBeVisible();
      });
    }
  });
}
