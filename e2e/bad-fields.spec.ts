import type { ConsoleMessage, Page, Route } from '@playwright/test';
import { albumId, BANFF } from './activity-helpers';
import { test, expect, signIn, expectNoAxeViolations, settled, openDetails } from './fixtures';

/**
 * One field the server sends in a form the app cannot read degrades that field alone: it shows as
 * unknown, the drift is reported once in the console naming the field, and its siblings, its
 * item and its page are shown as usual. Each test rewrites one field of one answer of the real
 * demo service.
 */

type Json = Record<string, unknown>;

/** The app's console warnings naming `field` (e.g. `Person.name`). */
function warningsAbout(page: Page, field: string): string[] {
  const seen: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'warning' && msg.text().includes(`[keepsake] ${field}: `)) seen.push(msg.text());
  });
  return seen;
}

/** Answers `url` with the service's own answer, changed by `change`. */
async function rewrite(page: Page, url: string | RegExp, change: (body: Json) => void): Promise<void> {
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as Json;
    change(body);
    await route.fulfill({ response, json: body });
  });
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), `GET ${path}`).toBe(true);
  return (await res.json()) as T;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a person whose name is not a string: an unnamed person, every photo of theirs still shown', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const people = await getJson<{ people: { id: string; name: string }[] }>(page, '/api/people');
  const person = people.people[0]!;
  const assets = await getJson<{ id: string }[]>(page, `/api/people/${person.id}/assets`);
  // the page as it is with the name intact: its count of photos
  await page.goto(`/people/${person.id}`);
  const counts = page.getByText(/^[\d,]+ photos?\b/);
  await expect(counts).toBeVisible();
  const counted = await counts.textContent();

  const warnings = warningsAbout(page, 'Person.name');
  await rewrite(page, `**/api/people/${person.id}`, (body) => {
    body.name = 42;
  });
  await page.goto(`/people/${person.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unnamed person' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Photos of Unnamed person' });
  await expect(grid.getByRole('link').first()).toBeVisible();
  await expect(page.getByText(counted!, { exact: true })).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  // the photos open as usual; the name came only from this one answer
  await grid.getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Unnamed person' })).toBeVisible();
  await expect.poll(() => warnings.length).toBe(2); // once per page load
  expect(warnings[0]).toMatch(/^\[keepsake\] Person\.name: Invalid input: expected string, received number; shown as unknown/);
  await expectNoAxeViolations(page);
});

test('an fNumber sent as a string: no aperture, the rest of the EXIF shown', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const people = await getJson<{ people: { id: string }[] }>(page, '/api/people');
  const personId = people.people[0]!.id;
  const assets = await getJson<{ id: string; exifInfo: Json | null }[]>(page, `/api/people/${personId}/assets`);
  const withCamera = assets.find((a) => a.exifInfo?.make && a.exifInfo.iso && a.exifInfo.fNumber)!;
  expect(withCamera, 'a photo with make, ISO and aperture').toBeDefined();
  const full = await getJson<{ originalFileName: string; exifInfo: { make: string; model: string; iso: number; fNumber: number } }>(page, `/api/assets/${withCamera.id}`);
  const warnings = warningsAbout(page, 'ExifInfo.fNumber');
  await rewrite(page, `**/api/assets/${withCamera.id}`, (body) => {
    (body.exifInfo as Json).fNumber = String(full.exifInfo.fNumber);
  });

  await page.goto(`/people/${personId}/photos/${withCamera.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2, name: full.originalFileName })).toBeVisible();
  const details = await openDetails(dialog);
  await expect(details).toContainText(`${full.exifInfo.make} ${full.exifInfo.model}`);
  await expect(details).toContainText(`ISO ${full.exifInfo.iso.toLocaleString('en-US')}`);
  await expect(details).toContainText(full.originalFileName);
  await expect(details).not.toContainText('ƒ/');
  await expect(details.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(dialog.locator('img[alt]:not([alt=""])').first()).toBeVisible();
  // stepping away and back reads the answer again: still reported only once
  const url = page.url();
  await page.keyboard.press('ArrowRight');
  await expect(page).not.toHaveURL(url);
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(url);
  await expect(dialog.getByRole('heading', { level: 2, name: full.originalFileName })).toBeVisible();
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toMatch(/^\[keepsake\] ExifInfo\.fNumber: Invalid input: expected number, received string; shown as unknown/);
  await settled(page); // the preview's fade has ended before axe reads contrast
  await expectNoAxeViolations(page);
});

test('a memory whose day is unreadable: titled from its year, its photos play', async ({ page }) => {
  const memories = await getJson<{ id: string; type: string; data: { year: number }; assets: { id: string }[] }[]>(page, '/api/memories');
  const memory = memories.find((m) => m.type === 'on_this_day' && m.assets.length > 1)!;
  expect(memory, 'a memory with photos').toBeDefined();
  const warnings = warningsAbout(page, 'Memory.memoryAt');
  await rewrite(page, `**/api/memories/${memory.id}`, (body) => {
    body.memoryAt = 'yesterday';
  });
  await page.goto(`/memories/${memory.id}`);
  const years = new Date().getFullYear() - memory.data.year;
  const carousel = page.getByRole('region', { name: years === 1 ? '1 year ago' : `${years} years ago` });
  await expect(carousel).toBeVisible();
  await expect(page.getByRole('group', { name: `1 of ${memory.assets.length}` })).toHaveAttribute('data-slide-status', 'ready');
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toContain('[keepsake] Memory.memoryAt: Invalid ISO datetime; shown as unknown');
});

test('a comment whose author’s name is not a string: the comment is shown, by the author’s email', async ({ page }) => {
  const id = await albumId(page.request, BANFF);
  const list = await getJson<{ id: string; type: string; comment: string | null; user: { email: string } }[]>(page, `/api/activities?albumId=${id}`);
  const comment = list.find((a) => a.type === 'comment' && a.comment)!;
  expect(comment, 'a seeded comment').toBeDefined();
  const warnings = warningsAbout(page, 'User.name');
  await page.route(/\/api\/activities\?/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as Json[];
    for (const item of body) if (item.id === comment.id) (item.user as Json).name = ['Maya'];
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/albums/${id}?activity=open`);
  const panel = page.getByRole('heading', { level: 2, name: 'Activity' }).locator('xpath=ancestor::*[self::section or self::aside or @role="dialog"][1]');
  await expect(panel.getByText(comment.comment!, { exact: true })).toBeVisible();
  await expect(panel.getByText(comment.user.email).first()).toBeVisible();
  // every other comment is there too
  for (const other of list.filter((a) => a.type === 'comment' && a.comment && a.id !== comment.id)) {
    await expect(panel.getByText(other.comment!, { exact: true }).first()).toBeAttached();
  }
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toContain('[keepsake] User.name: Invalid input: expected string, received array; shown as unknown');
});
