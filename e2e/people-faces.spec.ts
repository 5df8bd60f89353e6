import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settled, signIn, test } from './fixtures';
import { listPeople, photoCount, photoWithNobodysFace } from './face-helpers';

/**
 * Faces in the viewer (ADR 109): naming an unnamed person from their face, "Who is this?" on a face
 * nobody had, moving it, and taking it off the photo where the server can. Each journey puts the
 * library back as it found it where the API allows, since later journeys of the worker share it.
 */

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** The viewer's details panel, opened if the remembered preference has it closed. */
async function details(page: Page) {
  const viewer = page.getByRole('dialog').first();
  const toggle = viewer.getByRole('button', { name: 'Details' });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  return viewer.getByRole('region', { name: 'Details' });
}

for (const size of SIZES) {
  test(`an unnamed person is named from their face in the viewer, and every view says so at once (${size.name}) @both-apis`, async ({ page }) => {
    await signIn(page);
    await page.setViewportSize(size);
    const unnamed = (await listPeople(page.request)).find((p) => !p.name && !p.isHidden)!;
    const name = `Rosa ${size.name}`;
    try {
      await page.goto(`/people/${unnamed.id}`);
      await page.getByRole('grid', { name: 'Photos of Unnamed person' }).getByRole('link').first().click();
      const panel = await details(page);
      const change = panel.getByRole('button', { name: 'Change who Unnamed person is' });
      await change.click();
      const editor = page.getByRole('dialog', { name: 'Change who this is' });
      await expect(editor.getByRole('combobox', { name: 'Type a name' })).toBeFocused();
      await settled(page);
      await expectNoAxeViolations(page);
      await editor.getByRole('combobox').fill(name);
      await editor.getByRole('combobox').press('ArrowUp'); // the last option: name them
      await expect(editor.getByRole('option', { name: `Name this person “${name}”` })).toHaveAttribute('aria-selected', 'true');
      await editor.getByRole('combobox').press('Enter');

      // at once, without a reload: the panel, the box, the announcement; focus back on the button
      await expect(panel.getByRole('link', { name: new RegExp(name) })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: `This person is now called ${name}.` })).toHaveCount(1);
      await expect(panel.getByRole('button', { name: `Change who ${name} is` })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.getByRole('link', { name: 'Keepsake' }).first().click();
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', `/people/${unnamed.id}`);
      expect((await listPeople(page.request)).find((p) => p.id === unnamed.id)?.name).toBe(name);
    } finally {
      await page.request.put(`/api/people/${unnamed.id}`, { data: { name: '' } });
    }
  });

  test(`a face nobody had: "Who is this?", moved from person to person with both counts following, then taken off the photo where the server can (${size.name}) @both-apis`, async ({ page }) => {
    await signIn(page);
    await page.setViewportSize(size);
    const { personId, assetId, faceId } = await photoWithNobodysFace(page.request);
    const everyone = await listPeople(page.request);
    const kai = everyone.find((p) => p.name === 'Kai Nakamura')!;
    const amara = everyone.find((p) => p.name === 'Amara Okafor')!;
    const before = await photoCount(page.request, kai.id);
    const amaraBefore = await photoCount(page.request, amara.id);

    await page.goto(`/people/${personId}/photos/${assetId}`);
    const panel = await details(page);
    const who = panel.getByRole('button', { name: 'Who is this?' });
    await who.click();
    const editor = page.getByRole('dialog', { name: 'Who is this?' });
    await editor.getByRole('combobox').fill('kai');
    await editor.getByRole('option', { name: 'Kai Nakamura' }).click();
    await expect(panel.getByRole('link', { name: /Kai Nakamura/ })).toBeVisible();
    await expect(page.getByTestId('face-layer').locator(`[data-face-id="${faceId}"]`)).toContainText('Kai Nakamura');
    await expect.poll(() => photoCount(page.request, kai.id)).toBe(before + 1);

    // from Kai to Amara: Kai's count goes back, Amara's goes up
    await panel.getByRole('button', { name: 'Change who Kai Nakamura is' }).click();
    const move = page.getByRole('dialog', { name: 'Change who this is' });
    await move.getByRole('combobox').fill('amara');
    await move.getByRole('combobox').press('Enter');
    await expect(page.getByTestId('face-layer').locator(`[data-face-id="${faceId}"]`)).toContainText('Amara Okafor');
    await expect(panel.getByRole('link', { name: /Kai Nakamura/ })).toHaveCount(0);
    await expect.poll(() => photoCount(page.request, kai.id)).toBe(before);
    await expect.poll(() => photoCount(page.request, amara.id)).toBe(amaraBefore + 1);

    const canRemove = (await page.request.get('/api/server/version').then((r) => r.json()) as { major: number }).major >= 2;
    await panel.getByRole('button', { name: 'Change who Amara Okafor is' }).click();
    const change = page.getByRole('dialog', { name: 'Change who this is' });
    if (!canRemove) {
      // v1.106 cannot take a face off a photo: nothing offers it
      await expect(change.getByRole('button', { name: 'Remove from photo' })).toHaveCount(0);
      await change.getByRole('button', { name: 'Cancel' }).click();
      return;
    }
    await change.getByRole('button', { name: 'Remove from photo' }).click();
    await expect(change.getByRole('button', { name: 'Remove', exact: true })).toBeFocused();
    await change.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByTestId('face-layer').locator(`[data-face-id="${faceId}"]`)).toHaveCount(0);
    await expect(panel.getByRole('link', { name: /Amara Okafor/ })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'The face was removed from this photo.' })).toHaveCount(1);
    await expect.poll(() => photoCount(page.request, amara.id)).toBe(amaraBefore);
  });
}

test('a face that cannot be moved (the server fails) goes back and the viewer says so @both-apis', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { personId, assetId, faceId } = await photoWithNobodysFace(page.request);
  await page.route('**/api/faces/*', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error","statusCode":500}' }) : route.fallback()));
  await page.goto(`/people/${personId}/photos/${assetId}`);
  const panel = await details(page);
  await panel.getByRole('button', { name: 'Who is this?' }).click();
  await page.getByRole('dialog', { name: 'Who is this?' }).getByRole('option', { name: 'Kai Nakamura' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The face could not be changed' })).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'Who is this?' })).toBeVisible();
  await expect(page.getByTestId('face-layer').locator(`[data-face-id="${faceId}"]`)).toContainText('Unnamed person');
});

test('nothing can be changed on another user’s person: their page offers no edits, and the server refuses one @both-apis', async ({ page }) => {
  await signIn(page, { email: 'maya@keepsake.test', password: 'keepsake' });
  const daniel = (await listPeople(page.request)).find((p) => p.name === 'Daniel Chen')!;
  expect(daniel, 'Maya has a person of her own').toBeDefined();
  await page.context().clearCookies();
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });

  expect((await page.request.put(`/api/people/${daniel.id}`, { data: { name: 'Mine now' } })).status()).toBe(400);
  await page.goto(`/people/${daniel.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Daniel Chen');
  await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Daniel Chen|Add a name/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
