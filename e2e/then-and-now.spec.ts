import { expect, expectNoAxeViolations, settled, signIn, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { ageOn, boxedFaces, datedPhotos, faceOnScreen, moveFace, personOverFewYears, personOverYears, personWithoutPhotos, webmDuration } from './then-and-now-helpers';

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const slides = (page: import('@playwright/test').Page) => page.locator('[aria-roledescription="slide"]');

for (const size of sizes) {
  test(`one photo a year, oldest first, the face at the same place and size on every slide, with ages (${size.name}) @both-apis`, async ({ page }, testInfo) => {
    await signIn(page);
    await page.setViewportSize(size);
    const person = await personOverYears(page.request);
    const photos = await datedPhotos(page.request, person.id);
    const dateOf = new Map(photos.map((p) => [p.id, p.localDateTime]));

    await page.goto(`/people/${person.id}`);
    await page.getByRole('link', { name: 'Then and Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/people/${person.id}/then-and-now$`));
    await expect(page.getByRole('heading', { level: 1, name: `${person.name}, then and now` })).toBeVisible();
    await page.getByRole('button', { name: 'Pause' }).click();
    // later years join at the end while their faces arrive
    await expect(page.locator('[data-story-player]')).toHaveAttribute('aria-busy', 'false');

    const count = Number(/of (\d+)/.exec((await slides(page).getAttribute('aria-label')) ?? '')?.[1]);
    expect(count, 'slides').toBeGreaterThanOrEqual(2);
    expect(count, 'no more slides than years with photos').toBeLessThanOrEqual(person.years.length);

    const seen: { year: number; x: number; y: number; height: number }[] = [];
    for (let i = 1; i <= count; i++) {
      const slide = page.getByRole('group', { name: `${i} of ${count}` });
      await expect(slide).toHaveAttribute('data-slide-status', 'ready');
      await settled(page);
      const assetId = (await slide.locator('[data-asset-id]').getAttribute('data-asset-id'))!;
      const localDateTime = dateOf.get(assetId)!;
      const year = Number(localDateTime.slice(0, 4));
      const face = (await boxedFaces(page.request, assetId)).find((f) => f.person?.id === person.id)!;
      expect(face, `the person's face on slide ${i}`).toBeDefined();
      seen.push({ year, ...(await faceOnScreen(page, face)) });
      const age = ageOn(person.birthDate, localDateTime);
      await expect(page.locator('[data-caption]')).toHaveText(age >= 1 ? `Age ${age} · ${year}` : age === 0 ? `Under 1 · ${year}` : `${year}`);
      if (i === 1 || i === count) await page.screenshot({ path: `/tmp/tan-shots/${testInfo.project.name}-${size.name}-slide-${i}.png` });
      if (i === 1) await expectNoAxeViolations(page);
      if (i < count) await page.keyboard.press('ArrowRight');
    }

    // one a year, oldest first
    expect(seen.map((s) => s.year)).toEqual([...new Set(seen.map((s) => s.year))].sort((a, b) => a - b));
    // the same point and size on every slide: within 2 % of the stage, the height within 5 %
    const [first] = seen;
    const worst = { x: 0, y: 0, height: 0 };
    for (const s of seen) {
      worst.x = Math.max(worst.x, Math.abs(s.x - first!.x));
      worst.y = Math.max(worst.y, Math.abs(s.y - first!.y));
      worst.height = Math.max(worst.height, Math.abs(s.height / first!.height - 1));
    }
    testInfo.annotations.push({ type: 'alignment', description: `worst centre ${(worst.x * 100).toFixed(2)}% × ${(worst.y * 100).toFixed(2)}%, height ${(worst.height * 100).toFixed(2)}%` });
    // where: across the middle, a little above centre, about a fifth of the stage's height
    expect(Math.abs(first!.x - 0.5)).toBeLessThanOrEqual(0.02);
    expect(first!.y).toBeGreaterThan(0.3);
    expect(first!.y).toBeLessThan(0.5);
    expect(Math.abs(first!.height / 0.2 - 1)).toBeLessThanOrEqual(0.05);
    expect(worst.x).toBeLessThanOrEqual(0.02);
    expect(worst.y).toBeLessThanOrEqual(0.02);
    expect(worst.height).toBeLessThanOrEqual(0.05);

    // the last year ends the story: the end card takes focus, Watch again starts over
    await page.keyboard.press('ArrowRight');
    const again = page.getByRole('button', { name: 'Watch again' });
    await expect(again).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/tan-shots/${testInfo.project.name}-${size.name}-end-card.png` });
    await again.press('Enter');
    await expect(page.getByRole('group', { name: `1 of ${count}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
    // Esc goes back to the person
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`/people/${person.id}$`));
  });
}

test('the link shows only for photos over two years or more; a year’s photo can be chosen and the choice undone @both-apis', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const person = await personOverYears(page.request);
  const alone = await personWithoutPhotos(page.request);
  expect(alone, 'a named person without photos to lend a face to (the demo library has Felix Brandt)').toBeTruthy();
  const lent = (await boxedFaces(page.request, (await datedPhotos(page.request, person.id))[0]!.id)).find((f) => f.person?.id === person.id)!;
  await moveFace(page.request, lent.id, alone!.id);
  try {
    await page.goto(`/people/${alone!.id}`);
    await expect(page.getByText('1 photo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Then and Now' })).toHaveCount(0);
    await page.goto(`/people/${alone!.id}/then-and-now`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not enough years for Then and Now' })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await moveFace(page.request, lent.id, person.id);
  }

  await page.goto(`/people/${person.id}/then-and-now`);
  await page.getByRole('button', { name: 'Pause' }).click();
  const firstId = await slides(page).locator('[data-asset-id]').getAttribute('data-asset-id');
  const choose = page.getByRole('button', { name: /^Choose another photo for \d{4}$/ });
  await choose.click();
  const dialog = page.getByRole('dialog', { name: /^Choose a photo for \d{4}$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { pressed: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
  const other = dialog.getByRole('button', { pressed: false }).first();
  expect(await other.count(), 'another photo of the first year to choose').toBeGreaterThan(0);
  await other.click();
  await expect(dialog).toBeHidden();
  await expect(choose).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Photo for \d{4} changed$/ })).toBeAttached();
  await expect(slides(page).locator('[data-asset-id]')).not.toHaveAttribute('data-asset-id', firstId!);
  // kept on the device: a reload shows the chosen photo, and the automatic choice comes back
  await page.reload();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(slides(page).locator('[data-asset-id]')).not.toHaveAttribute('data-asset-id', firstId!);
  await choose.click();
  await dialog.getByRole('button', { name: 'Use the automatic choice' }).click();
  await expect(slides(page).locator('[data-asset-id]')).toHaveAttribute('data-asset-id', firstId!);
});

test('Save as video: a WebM as long as the story is downloaded, with progress meanwhile; a browser without a recorder is told so', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const person = await personOverFewYears(page.request);
  await page.goto(`/people/${person.id}/then-and-now`);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.locator('[data-story-player]')).toHaveAttribute('aria-busy', 'false');
  const count = Number(/of (\d+)/.exec((await slides(page).getAttribute('aria-label')) ?? '')?.[1]);
  const storySeconds = count * 5;
  test.setTimeout(60_000 + storySeconds * 2_000);
  const save = page.getByRole('button', { name: 'Save as video' });

  // While it is made: a progress bar, and Cancel takes the focus
  const download = page.waitForEvent('download', { timeout: storySeconds * 2_000 + 30_000 });
  await save.click();
  await expect(page.getByRole('progressbar', { name: 'Making the video…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel the video' })).toBeFocused();
  await expectNoAxeViolations(page);
  const file = await (await download).path();
  await expect(page.getByRole('status').filter({ hasText: 'Video saved to your downloads' })).toBeAttached();
  const bytes = readFileSync(file);
  expect([...bytes.subarray(0, 4)], 'the EBML magic of a WebM').toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  const seconds = await webmDuration(page, bytes);
  test.info().annotations.push({ type: 'video', description: `${count} slides, ${storySeconds} s story, ${seconds.toFixed(2)} s video, ${bytes.length} bytes` });
  // (the recorder's timeline is wall-clock: its start and stop land within a frame or so of the story's, more on a busy machine)
  expect(Math.abs(seconds - storySeconds)).toBeLessThanOrEqual(1.5);

  // Cancel, at once: the progress bar goes and stays gone, Save has the focus again, nothing is said to be saved
  await save.click();
  await page.getByRole('button', { name: 'Cancel the video' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(save).toBeFocused();
  // (the recorder reports its start a task after it was stopped: a few frames later the bar is still gone)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Making|saved/ })).toHaveCount(0);

  // no MediaRecorder: the button says why instead
  await page.addInitScript(() => Reflect.deleteProperty(window, 'MediaRecorder'));
  await page.reload();
  await page.getByRole('button', { name: 'Pause' }).click();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'This browser cannot make videos' })).toBeAttached();
});
