import type { Route } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

/** The search's page `n` of a person's photos, as the app asks for it. */
const pageOf = (route: Route): number => (route.request().postDataJSON() as { page?: number }).page ?? 1;

// v3 lists a person's photos in pages of the search (v1.106 in one answer): oldest first, the app
// asks the search oldest first, so the first row is there long before the last page.
test('oldest first, a person with three pages of photos shows the oldest first row before the last page has arrived @v3-api', async ({ page }) => {
  await signIn(page);
  const res = await page.request.post('/api/keepsake/synthetic-person', { data: { count: 2500 } });
  expect(res.ok()).toBe(true);
  const { personId } = (await res.json()) as { personId: string };

  let releaseLast = () => {};
  const lastHeld = new Promise<void>((resolve) => (releaseLast = resolve));
  const orders: unknown[] = [];
  await page.route('**/api/search/metadata', async (route) => {
    orders.push((route.request().postDataJSON() as { order?: unknown }).order);
    if (pageOf(route) === 3) await lastHeld;
    await route.continue();
  });
  const firstPage = page.waitForResponse((r) => r.url().endsWith('/api/search/metadata') && (r.request().postDataJSON() as { page?: number }).page === 1);

  await page.goto(`/people/${personId}?order=oldest`);
  const oldest = ((await (await firstPage).json()) as { assets: { items: { id: string; fileCreatedAt: string }[] } }).assets.items[0]!;
  const grid = page.getByRole('grid', { name: /^Photos of/ });
  // the first row, oldest first, while the last page is still held back
  await expect(grid.locator('a[data-asset-id]').first()).toHaveAttribute('data-asset-id', oldest.id);
  await expect(page.getByText(/photos so far/)).toBeVisible();
  // every page asked oldest first (the last one's request may start just after the first row shows)
  await expect.poll(() => orders).toEqual(['asc', 'asc', 'asc']);

  releaseLast();
  await expect(page.getByText('2,500 photos', { exact: true })).toBeVisible();
  await expect(page.getByText(/so far/)).toHaveCount(0);
  await expect(grid.locator('a[data-asset-id]').first()).toHaveAttribute('data-asset-id', oldest.id);
});
