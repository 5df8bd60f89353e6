import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { listPeople, photoCount } from './face-helpers';

/**
 * Every kind of change to people fails cleanly when the server answers 500 (ADR 109): the change
 * is undone where it showed, the failure is said, and the server keeps what it had.
 */

const FAIL = { status: 500, contentType: 'application/json', body: '{"message":"Internal server error","statusCode":500}' };

test('a birth date, a merge, a cover and hiding the unnamed each fail cleanly on a 500 @both-apis', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const everyone = await listPeople(page.request);
  const ella = everyone.find((p) => p.name === 'Ella Rivera')!;
  const sam = everyone.find((p) => p.name === 'Sam Rivera')!;
  const samPhotos = await photoCount(page.request, sam.id);
  const serverFails = () => page.route(/\/api\/(people|faces)(\/|$|\?)/, (route) => (route.request().method() === 'GET' ? route.fallback() : route.fulfill(FAIL)));
  const said = (text: string | RegExp) => expect(page.getByRole('alert').filter({ hasText: text })).toBeAttached();
  await serverFails();

  // a birth date: the header keeps what it said
  await page.goto(`/people/${ella.id}`);
  const header = page.getByRole('main').locator('header').first();
  const born = /Born [^)]*\)/.exec((await header.textContent()) ?? '')?.[0];
  expect(born, 'Ella has a birth date').toBeDefined();
  await page.getByRole('button', { name: 'More' }).click();
  await expectNoAxeViolations(page); // the menu, open
  await page.getByRole('menuitem', { name: 'Set birth date' }).click();
  await page.getByRole('dialog').getByLabel('Birth date').fill('2001-02-03');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await said('The server could not save this change');
  await expect(header).toContainText(born!);
  await expect(header).not.toContainText('2001');

  // a merge: nobody leaves, and the server still has both
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Merge with…' }).click();
  const merge = page.getByRole('dialog');
  await merge.getByRole('checkbox', { name: 'Sam Rivera' }).check();
  await merge.getByRole('button', { name: 'Merge' }).click();
  await said(/could not|did not/);
  expect(await photoCount(page.request, sam.id)).toBe(samPhotos);

  // a cover, from the viewer
  await page.goto(`/people/${ella.id}`);
  await page.getByRole('grid').getByRole('link').first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Use as cover' }).click();
  await said('The cover could not be changed');

  // hiding the unnamed on the People page: counted, undone, still shown
  await page.goto('/people');
  const unnamed = page.getByRole('main').getByText('Unnamed person');
  await expect(unnamed.first()).toBeVisible();
  const shown = await unnamed.count();
  await page.getByRole('button', { name: 'Show & hide people' }).click();
  await page.getByRole('button', { name: 'Hide all unnamed' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await said(/could not be saved and (was|were) undone/);
  expect((await listPeople(page.request)).filter((p) => !p.name && !p.isHidden).length).toBe(everyone.filter((p) => !p.name && !p.isHidden).length);
  await expect(unnamed).toHaveCount(shown);
});
