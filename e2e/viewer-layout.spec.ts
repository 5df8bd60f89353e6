import type { Page } from '@playwright/test';
import { test, expect, signIn, expectNoAxeViolations, settled, openDetails } from './fixtures';

/**
 * The viewer on narrow windows: never wider than the window, long file and place names wrap or
 * truncate, and the whole name stays available (as text or as a tooltip).
 */

const LONG_FILE = 'PXL_20251124_144200123.MP.jpg';
// one word longer than any phone is wide, and a long list of parts
const LONG_NAME = `${'PXL_20251124_144200123_NIGHTSIGHT_PORTRAIT_'.repeat(3)}${LONG_FILE}`;
const LONG_CITY = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';
const LONG_STATE = 'Isle of Anglesey County Council Administrative Area';
const LONG_LENS = 'SuperLongLensModelNameWithoutAnySpaces-24-105mm-F4L-IS-USM-II';

interface PersonAsset {
  id: string;
}

async function firstPersonAsset(page: Page): Promise<{ personId: string; assetId: string }> {
  const people = (await (await page.request.get('/api/people')).json()) as { people: { id: string }[] };
  const personId = people.people[0]!.id;
  const assets = (await (await page.request.get(`/api/people/${personId}/assets`)).json()) as PersonAsset[];
  return { personId, assetId: assets[0]!.id };
}

/** Serves the asset's details with `name` as its file name and long place and lens names. */
async function withLongNames(page: Page, assetId: string, name: string): Promise<void> {
  await page.route(`**/api/assets/${assetId}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown> & { exifInfo?: Record<string, unknown> | null };
    body.originalFileName = name;
    body.exifInfo = { ...(body.exifInfo ?? {}), city: LONG_CITY, state: LONG_STATE, country: 'United Kingdom of Great Britain and Northern Ireland', lensModel: LONG_LENS };
    await route.fulfill({ response, json: body });
  });
}

/**
 * Nothing in the viewer reaches past the window's edges, and nothing in it scrolls sideways (the
 * dialog, the details panel, or any other box that scrolls): long words wrap or are truncated.
 */
async function expectWithinWindow(page: Page, width: number, label: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  const box = (await dialog.boundingBox())!;
  expect(box.x, `${label}: dialog left`).toBeGreaterThanOrEqual(0);
  expect(box.width, `${label}: dialog width`).toBeLessThanOrEqual(width);
  const overflow = await dialog.evaluate((d) => {
    const boxes = [d, ...d.querySelectorAll('*')].filter((el) => el.getClientRects().length > 0);
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className)}`;
    // every box that scrolls (or would show a scroll bar) must not have anything to scroll sideways to
    const sideways = boxes
      .filter((el) => el === d || ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${name(el)} scrolls ${el.scrollWidth - el.clientWidth} px`);
    // and nothing is drawn past the window unless a box that clips it lies inside the window
    const past = boxes
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.right <= window.innerWidth + 0.5 && r.left >= -0.5) return false;
        for (let p = el.parentElement; p; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== 'visible' && p.getBoundingClientRect().right <= window.innerWidth + 0.5) return false;
        }
        return true;
      })
      .map(name);
    const page = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    return { sideways, past, page };
  });
  expect(overflow.sideways, `${label}: boxes that scroll sideways`).toEqual([]);
  expect(overflow.past, `${label}: drawn past the window's edge`).toEqual([]);
  expect(overflow.page, `${label}: page scrolls sideways`).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

for (const size of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the viewer stays within a ${size.width} px window with long file, place and lens names; the full name is available`, async ({ page }) => {
    await page.setViewportSize(size);
    const { personId, assetId } = await firstPersonAsset(page);
    for (const name of [LONG_FILE, LONG_NAME]) {
      await page.unrouteAll();
      await withLongNames(page, assetId, name);
      await page.goto(`/people/${personId}/photos/${assetId}`);
      const dialog = page.getByRole('dialog');
      const title = dialog.getByRole('heading', { level: 2, name });
      await expect(title).toBeVisible();
      // a truncated title keeps its whole text as a tooltip
      await expect(title).toHaveAttribute('title', name);
      const details = await openDetails(dialog);
      await expect(details).toContainText(LONG_CITY);
      await expect(details).toContainText(LONG_LENS);
      // the details list the whole file name as text
      await expect(details.getByText(name, { exact: true })).toBeVisible();
      await expectWithinWindow(page, size.width, `${name.length}-character name at ${size.width} px`);
      await page.screenshot({ path: `/tmp/viewer-long-names-${size.width}-${name.length}.png` });
    }
    await settled(page); // the preview's fade has ended before axe reads contrast
    await expectNoAxeViolations(page);
  });
}
