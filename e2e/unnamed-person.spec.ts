import { test, expect, signIn, openDetails } from './fixtures';

/** A person nobody has named is "Unnamed person" wherever a person is named, and never "Unknown". */

const UNNAMED = 'Unnamed person';

test('an unnamed person has one name everywhere: home, their page, its empty state, the viewer', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const people = (await (await page.request.get('/api/people')).json()) as { people: { id: string; name: string; isHidden: boolean }[] };
  const unnamed = people.people.find((p) => !p.name.trim() && !p.isHidden)!;
  expect(unnamed, 'the demo library has an unnamed person').toBeDefined();
  const noUnknown = async () => expect(page.locator('body')).not.toContainText(/\bUnknown\b|this person/);

  await page.goto('/');
  // (the library has more than one person nobody has named: this one's link)
  const link = page.getByRole('link', { name: UNNAMED }).and(page.locator(`[href="/people/${unnamed.id}"]`));
  await expect(link).toBeVisible();
  await noUnknown();

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: UNNAMED })).toBeVisible();
  const grid = page.getByRole('grid', { name: `Photos of ${UNNAMED}` });
  await expect(grid.getByRole('link').first()).toBeVisible();
  await noUnknown();

  // their photo in the viewer: the face box and the details list use the same word
  await grid.getByRole('link').first().click();
  const dialog = page.getByRole('dialog');
  const details = await openDetails(dialog);
  await expect(details.getByRole('link', { name: new RegExp(UNNAMED) })).toHaveAttribute('href', `/people/${unnamed.id}`);
  await expect(dialog.locator(`[data-person-id="${unnamed.id}"]`).first()).toContainText(UNNAMED);
  await noUnknown();

  // and when none of their photos are left
  await page.route(`**/api/people/${unnamed.id}/assets`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  await page.goto(`/people/${unnamed.id}`);
  await expect(page.getByRole('heading', { level: 2, name: `No photos of ${UNNAMED} yet` })).toBeVisible();
  await noUnknown();
});
