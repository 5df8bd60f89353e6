import type { Page } from '@playwright/test';
import { test, expect, expectFaceBoxesOnPhoto, signIn, expectNoAxeViolations, settled, type WireFace, openDetails } from './fixtures';

interface WireAsset {
  id: string;
  type: string;
  originalFileName: string;
  exifInfo: {
    make: string | null;
    model: string | null;
    fNumber: number | null;
    exposureTime: string | null;
    iso: number | null;
    city: string | null;
    orientation: string | null;
    exifImageWidth: number | null;
    exifImageHeight: number | null;
  } | null;
  people: { id: string; name: string; faces: WireFace[] }[];
}

/** The demo user's most photographed person and their assets, as the API sends them. */
async function personWithAssets(page: Page): Promise<{ id: string; name: string; assets: WireAsset[] }> {
  const people = (await (await page.request.get('/api/people')).json()) as { people: { id: string; name: string }[] };
  const person = people.people[0]!;
  const res = await page.request.get(`/api/people/${person.id}/assets`);
  expect(res.ok(), 'GET /api/people/{id}/assets').toBe(true);
  return { ...person, assets: (await res.json()) as WireAsset[] };
}

async function fullAsset(page: Page, id: string): Promise<WireAsset> {
  return (await (await page.request.get(`/api/assets/${id}`)).json()) as WireAsset;
}

const tile = (page: Page, assetId: string) => page.locator(`[role="grid"] a[data-asset-id="${assetId}"]`);
const viewer = (page: Page) => page.getByRole('dialog');

/** An orientation-6 photo stored landscape (so it is portrait upright) with EXIF and a face. */
function rotatedPortrait(assets: WireAsset[]): WireAsset {
  const found = assets.find(
    (a) =>
      a.type === 'IMAGE' &&
      a.exifInfo?.orientation === '6' &&
      (a.exifInfo.exifImageWidth ?? 0) > (a.exifInfo.exifImageHeight ?? 0) &&
      a.exifInfo.make &&
      a.people.some((p) => p.faces.length > 0),
  );
  expect(found, 'an orientation-6 landscape-stored photo in the demo library').toBeDefined();
  return found!;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the grid keeps every photo’s aspect ratio; an orientation-6 photo is portrait', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const person = await personWithAssets(page);
  await page.goto(`/people/${person.id}`);
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  const grid = page.getByRole('grid', { name: `Photos of ${person.name}` });
  await expect(grid.getByRole('link').first()).toBeVisible();

  // Every tile on screen: width / height matches the EXIF size (swapped for 5-8), within rounding.
  const onScreen = await grid.locator('a[data-asset-id]').evaluateAll((links) =>
    links.map((a) => ({ id: a.getAttribute('data-asset-id')!, w: a.getBoundingClientRect().width, h: a.getBoundingClientRect().height })),
  );
  expect(onScreen.length).toBeGreaterThan(3);
  for (const t of onScreen) {
    const e = person.assets.find((a) => a.id === t.id)!.exifInfo;
    const quarter = ['5', '6', '7', '8'].includes(e?.orientation ?? '');
    const expected = e?.exifImageWidth && e.exifImageHeight ? (quarter ? e.exifImageHeight / e.exifImageWidth : e.exifImageWidth / e.exifImageHeight) : 1;
    expect(Math.abs(t.w - expected * t.h), `tile ${t.id}`).toBeLessThanOrEqual(2);
  }

  // The rotated photo: open it by deep link, close, and its tile is in view and focused.
  const rotated = rotatedPortrait(person.assets);
  await page.goto(`/people/${person.id}/photos/${rotated.id}`);
  await expect(viewer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toBeHidden();
  await expect(tile(page, rotated.id)).toBeFocused();
  const box = (await tile(page, rotated.id).boundingBox())!;
  expect(box.height).toBeGreaterThan(box.width);
  const e = rotated.exifInfo!;
  expect(Math.abs(box.width / box.height - e.exifImageHeight! / e.exifImageWidth!)).toBeLessThan(0.02);
});

test('keyboard: one tab stop, arrows move, Enter opens the viewer, Esc returns focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const person = await personWithAssets(page);
  await page.goto(`/people/${person.id}`);
  const grid = page.getByRole('grid', { name: `Photos of ${person.name}` });
  await expect(grid.getByRole('link').first()).toBeVisible();
  await expect(grid.locator('a[tabindex="0"]')).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Sort' }).focus();
  await page.keyboard.press('Tab');
  const first = grid.locator('a[tabindex="0"]');
  await expect(first).toBeFocused();
  const firstId = await first.getAttribute('data-asset-id');
  await page.keyboard.press('ArrowRight');
  const second = grid.locator('a[tabindex="0"]');
  await expect(second).toBeFocused();
  const secondId = (await second.getAttribute('data-asset-id'))!;
  expect(secondId).not.toBe(firstId);
  await expect(second).toHaveAttribute('href', `/people/${person.id}/photos/${secondId}`);

  const thirdId = (await grid.locator('a[data-asset-id]').nth(2).getAttribute('data-asset-id'))!;

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/people/${person.id}/photos/${secondId}$`));
  await expect(viewer(page)).toBeVisible();
  await expect(viewer(page).getByRole('button', { name: 'Close viewer' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/photos/${thirdId}$`));
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`/photos/${secondId}$`));

  await page.keyboard.press('Escape');
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/people/${person.id}$`));
  await expect(tile(page, secondId)).toBeFocused();
});

test('a deep-linked viewer closed before the list arrives returns focus to its tile once the grid draws', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const person = await personWithAssets(page);
  const target = person.assets[5]!;
  // Hold the list back: Esc comes while there is no grid, and the grid then mounts and draws its
  // first tiles in a transition, after the focus request was made.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/people/*/assets', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/people/${person.id}/photos/${target.id}`);
  await expect(viewer(page).getByRole('button', { name: 'Close viewer' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/people/${person.id}$`));
  await expect(page.getByRole('grid')).toHaveCount(0);
  release();
  await expect(tile(page, target.id)).toBeFocused();
  await expect(tile(page, target.id)).toBeInViewport();
  await expect(page.getByRole('grid').locator('a[tabindex="0"]')).toHaveAttribute('data-asset-id', target.id);
});

test('the details panel shows the photo’s EXIF values; axe is clean with viewer and panel open', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const person = await personWithAssets(page);
  const rotated = await fullAsset(page, rotatedPortrait(person.assets).id);
  await page.goto(`/people/${person.id}/photos/${rotated.id}`);
  const dialog = viewer(page);
  await expect(dialog.getByRole('heading', { name: rotated.originalFileName })).toBeVisible();
  const details = await openDetails(dialog, { byKey: true });
  const e = rotated.exifInfo!;
  await expect(details).toContainText(`${e.make} ${e.model}`);
  await expect(details).toContainText(`ƒ/${Number(e.fNumber!.toFixed(1))}`);
  if (e.exposureTime?.startsWith('1/')) await expect(details).toContainText(`${e.exposureTime} s`);
  await expect(details).toContainText(`ISO ${e.iso!.toLocaleString('en-US')}`);
  // dimensions upright: the stored landscape shows as portrait
  await expect(details).toContainText(`${e.exifImageHeight!.toLocaleString('en-US')} × ${e.exifImageWidth!.toLocaleString('en-US')}`);
  if (e.city) await expect(details).toContainText(e.city);
  for (const p of rotated.people) {
    await expect(details.getByRole('link', { name: new RegExp(p.name || 'Unnamed person') })).toHaveAttribute('href', `/people/${p.id}`);
  }
  await expect(dialog.locator('img[alt]:not([alt=""])').first()).toBeVisible();
  await settled(page); // the preview's fade has ended before axe reads contrast
  await expectNoAxeViolations(page);

  // `i` closes the panel, and the choice is remembered on the next photo.
  await page.keyboard.press('i');
  await expect(details).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('region', { name: 'Details' })).toBeHidden();
  await page.keyboard.press('i');
  await expect(dialog.getByRole('region', { name: 'Details' })).toBeVisible();
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test(`face boxes lie on the drawn faces within 3 px at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    const person = await personWithAssets(page);
    // a photo with the most faces, and a rotated one
    const many = [...person.assets].sort((a, b) => b.people.length - a.people.length)[0]!;
    for (const id of [many.id, rotatedPortrait(person.assets).id]) {
      const asset = await fullAsset(page, id);
      await page.goto(`/people/${person.id}/photos/${id}`);
      const dialog = viewer(page);
      const photo = dialog.locator('img[alt]:not([alt=""])').first();
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const faces = asset.people.flatMap((p) => p.faces);
      expect(faces.length).toBeGreaterThan(0);
      await expectFaceBoxesOnPhoto(dialog, photo, faces, `${id} at ${size.width}×${size.height}`);
      await page.screenshot({ path: `/tmp/person-faces-${size.width}x${size.height}-${id.slice(0, 8)}.png` });
    }
  });
}

test('hovering a person highlights their face box; the Faces toggle hides the boxes', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const person = await personWithAssets(page);
  const many = [...person.assets].sort((a, b) => b.people.length - a.people.length)[0]!;
  const asset = await fullAsset(page, many.id);
  await page.goto(`/people/${person.id}/photos/${many.id}`);
  const dialog = viewer(page);
  await expect(dialog.getByRole('heading', { name: asset.originalFileName })).toBeVisible();
  const details = await openDetails(dialog, { byKey: true });
  const target = asset.people[0]!;
  await details.getByRole('link', { name: new RegExp(target.name || 'Unnamed person') }).hover();
  await expect(dialog.locator(`[data-person-id="${target.id}"][data-highlighted]`).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Faces' }).click();
  await expect(dialog.getByRole('button', { name: 'Faces' })).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.locator('[data-face-id]')).toHaveCount(0);
});

test('states: a failing list says what happened, an empty person says so, a broken image is a tile', async ({ page, consoleErrors }) => {
  const person = await personWithAssets(page);

  await page.route('**/api/people/*/assets', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom', error: 'Internal Server Error', statusCode: 500, correlationId: 'cid-42' }) }),
  );
  await page.goto(`/people/${person.id}`);
  // A 5xx is retried three times with back-off (1, 2 and 4 s; src/api/retry.ts), each attempt in
  // a fresh list worker, before the page says what happened.
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByText('cid-42')).toBeVisible();
  await page.unroute('**/api/people/*/assets');

  await page.route('**/api/people/*/assets', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  await page.goto(`/people/${person.id}`);
  await expect(page.getByRole('heading', { name: `No photos of ${person.name} yet` })).toBeVisible();
  await page.unroute('**/api/people/*/assets');

  await page.route('**/api/assets/*/thumbnail?size=thumbnail', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto(`/people/${person.id}`);
  await expect(page.getByText('Can’t show this photo').first()).toBeVisible();
  consoleErrors.length = 0;
});

test('editing code that does not download leaves the person readable: no error page, the menu a stand-in until the browser is back online', async ({ page, consoleErrors }) => {
  const person = await personWithAssets(page);
  await page.route(/\/assets\/person-editing-[^/]+\.js$/, (route) => route.abort());
  await page.goto(`/people/${person.id}`);
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  await expect(page.locator('[role="grid"] a[data-asset-id]').first()).toBeVisible();
  // React reports the failure its boundary caught; the header keeps what it drew
  await expect.poll(() => consoleErrors.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  await expect(page.locator('main header').getByText('More', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  consoleErrors.length = 0;

  // back online, the code is fetched again: the stand-ins give way to the name editor and "More"
  await page.unroute(/\/assets\/person-editing-[^/]+\.js$/);
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(page.getByRole('button', { name: 'More' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
});

test('screenshots of the person page and the viewer at phone and desktop sizes', async ({ page }) => {
  const person = await personWithAssets(page);
  const many = [...person.assets].sort((a, b) => b.people.length - a.people.length)[0]!;
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`/people/${person.id}`);
    await expect(page.getByRole('grid').getByRole('link').first()).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `/tmp/person-grid-${size.width}x${size.height}.png` });
    await page.goto(`/people/${person.id}/photos/${many.id}`);
    await expect(viewer(page)).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `/tmp/person-viewer-${size.width}x${size.height}.png` });
  }
  expect(person.assets.length).toBeGreaterThan(0);
});

test('videos the person is in: the header counts them, the grid shows video tiles that open and play', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const person = await personWithAssets(page);
  const videos = person.assets.filter((a) => a.type === 'VIDEO');
  expect(videos.length, 'videos with this person in the demo library').toBeGreaterThanOrEqual(1);
  const photos = person.assets.length - videos.length;
  await page.goto(`/people/${person.id}`);
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  await expect(page.locator('main header')).toContainText(
    `${photos.toLocaleString('en-US')} photos · ${videos.length} ${videos.length === 1 ? 'video' : 'videos'}`,
  );

  // a video's tile: opened by its link, closed, and it is in view and focused
  const video = videos[0]!;
  await page.goto(`/people/${person.id}/photos/${video.id}`);
  const player = viewer(page).locator('video');
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toBeHidden();
  const videoTile = tile(page, video.id);
  await expect(videoTile).toBeFocused();
  await expect(videoTile).toBeInViewport();
  await expect(videoTile).toHaveAttribute('aria-label', /^Video from /);
  // the duration badge, and a real poster frame
  await expect(videoTile).toContainText(/^\d+:\d{2}$/);
  await expect.poll(() => videoTile.locator(`img[src*="/api/assets/${video.id}/thumbnail"]`).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: '/tmp/person-video-tile-1280x800.png' });
});
