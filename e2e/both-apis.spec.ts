import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectFaceBoxesOnPhoto, signIn, test, type WireFace } from './fixtures';
import { recordVideoPlayback, videoPlayback } from './memory-helpers';

/**
 * The journeys that must work whichever Immich generation answers: they run in the default
 * project (the demo service in the spec's v1.106 shapes) and in `demo-v3` (the same library in
 * Immich v3.2 shapes, KEEPSAKE_DEMO_API=v3), tagged `@both-apis`. `@v3-api` journeys run only in
 * `demo-v3`. The expectations are read from the service itself in whichever shape it answers.
 */

interface WireAsset {
  id: string;
  type: string;
  fileCreatedAt: string;
  people?: { id: string; name: string; faces?: WireFace[] }[];
}
interface WireMemory {
  id: string;
  showAt?: string;
  assets: WireAsset[];
}
interface WireUser {
  id: string;
  name: string;
}
interface WireAlbum {
  id: string;
  albumName: string;
  assetCount: number;
  owner?: WireUser;
  albumUsers: { user: WireUser; role: string }[];
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `GET ${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** Every photo of a person that belongs on their page (the timeline's: not archived, hidden or locked). */
async function personPhotos(request: APIRequestContext, personId: string, archived = false): Promise<WireAsset[]> {
  const found: WireAsset[] = [];
  let page: string | null = '1';
  while (page !== null) {
    // v1.106 leaves archived photos out unless `isArchived`; v3 needs `visibility` to leave them out
    const filter: Record<string, unknown> = archived ? { isArchived: true } : { visibility: 'timeline' };
    const res = await request.post('/api/search/metadata', { data: { personIds: [personId], ...filter, withPeople: true, page: Number(page), size: 1000 } });
    expect(res.ok(), `search: ${res.status()}`).toBe(true);
    const { assets } = (await res.json()) as { assets: { items: WireAsset[]; nextPage: string | null } };
    found.push(...assets.items);
    page = assets.nextPage;
  }
  return found;
}

/** The boxes on an asset: inside its `people[]` (v1.106), or from `GET /faces` (v3). */
async function facesOf(request: APIRequestContext, assetId: string): Promise<WireFace[]> {
  const res = await request.get(`/api/faces?id=${assetId}`);
  if (res.ok()) return (await res.json()) as WireFace[];
  expect(res.status(), 'GET /faces: only a server without it may answer 404').toBe(404);
  const asset = await getJson<WireAsset>(request, `/api/assets/${assetId}`);
  return (asset.people ?? []).flatMap((p) => p.faces ?? []);
}

/** The owner first, then the members, in either album shape. */
function ownerAndMembers(album: WireAlbum): { user: WireUser; role: string }[] {
  return album.owner ? [{ user: album.owner, role: 'owner' }, ...album.albumUsers] : album.albumUsers;
}

async function albumNamed(request: APIRequestContext, name: string): Promise<WireAlbum> {
  const albums = await getJson<WireAlbum[]>(request, '/api/albums');
  const found = albums.find((a) => a.albumName === name);
  expect(found, `album ${name}`).toBeDefined();
  return getJson<WireAlbum>(request, `/api/albums/${found!.id}`);
}

/** Every tile id a virtualised (window-scrolled) grid draws while the page is scrolled from top to bottom. */
async function allTileIds(page: Page, grid: ReturnType<Page['getByRole']>, expected: number): Promise<Set<string>> {
  const seen = new Set<string>();
  await page.evaluate(() => window.scrollTo(0, 0));
  // rows that come into range fill one per task over placeholders (`aria-hidden`, ADR 106): the
  // ids are read once every row in range has filled, or a row passed before it filled is missed
  const waitingRows = grid.locator(':scope > [aria-hidden]');
  for (let step = 0; step < 200; step++) {
    await expect(waitingRows).toHaveCount(0);
    for (const id of await grid.locator('a[data-asset-id]').evaluateAll((links) => links.map((a) => a.getAttribute('data-asset-id')!))) seen.add(id);
    if (seen.size >= expected) break;
    // two-thirds of a window at a time, then two frames for the grid to draw the rows now near
    const moved = await page.evaluate(async () => {
      const before = window.scrollY;
      window.scrollBy(0, Math.round(window.innerHeight * 0.66));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return window.scrollY !== before;
    });
    if (!moved && step > 0) {
      // at the bottom: the last rows draw within a few frames
      await expect
        .poll(async () => {
          for (const id of await grid.locator('a[data-asset-id]').evaluateAll((links) => links.map((a) => a.getAttribute('data-asset-id')!))) seen.add(id);
          return seen.size;
        })
        .toBeGreaterThanOrEqual(expected);
      break;
    }
  }
  return seen;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const unique = (label: string) => `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const section = (page: Page, name: string) => page.getByRole('region', { name });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a memory with a video plays it, on its own time @both-apis', async ({ page }) => {
  // without `for`, every stored memory (also those of other days) in both generations
  const memories = await getJson<WireMemory[]>(page.request, '/api/memories');
  const memory = memories.find((m) => m.assets.some((a) => a.type === 'VIDEO'));
  expect(memory, 'a memory with a video').toBeDefined();
  const video = memory!.assets.find((a) => a.type === 'VIDEO')!;
  await recordVideoPlayback(page);
  await page.goto(`/memories/${memory!.id}?asset=${video.id}`);
  await expect(page.getByRole('button', { name: /Unmute video|Mute video/ })).toBeVisible();
  await expect.poll(async () => (await videoPlayback(page)).furthest, { timeout: 10_000 }).toBeGreaterThan(0.5);
  expect((await videoPlayback(page)).mutedWhilePlaying).toBe(true);
});

test('the home strip shows today’s memories only, not yesterday’s or the coming days’ @v3-api', async ({ page }) => {
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  // on-this-day ones: the strip's kind (the library also holds birthdays and a trip, ADR 100)
  const all = await getJson<WireMemory[]>(page.request, '/api/memories?type=on_this_day');
  const todays = (await getJson<WireMemory[]>(page.request, `/api/memories?for=${today}&type=on_this_day`)).filter((m) => m.assets.length > 0);
  const others = all.filter((m) => !todays.some((t) => t.id === m.id) && m.assets.length > 0);
  expect(todays.length, `memories shown on ${today}`).toBeGreaterThan(0);
  expect(others.length, 'memories of other days in the library').toBeGreaterThan(0);
  await page.goto('/');
  const strip = section(page, 'On this day');
  await expect(strip.getByRole('list').getByRole('link').first()).toBeVisible();
  const hrefs = await strip.getByRole('list').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.sort()).toEqual(todays.map((m) => `/memories/${m.id}`).sort());
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the viewer draws a box on every face at ${size.width}×${size.height} @both-apis`, async ({ page }) => {
    await page.setViewportSize(size);
    const { people } = await getJson<{ people: { id: string; name: string }[] }>(page.request, '/api/people');
    const person = people[0]!;
    const photos = await personPhotos(page.request, person.id);
    // the photo with the most people on it
    const many = photos.filter((a) => a.type === 'IMAGE').sort((a, b) => (b.people?.length ?? 0) - (a.people?.length ?? 0))[0]!;
    const faces = await facesOf(page.request, many.id);
    expect(faces.length).toBeGreaterThan(1);
    await page.goto(`/people/${person.id}/photos/${many.id}`);
    const dialog = page.getByRole('dialog');
    const photo = dialog.locator('img[alt]:not([alt=""])').first();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectFaceBoxesOnPhoto(dialog, photo, faces, `${size.width}×${size.height}`);
  });
}

test('the person page shows every photo on the timeline and no archived one @both-apis', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { people } = await getJson<{ people: { id: string; name: string }[] }>(page.request, '/api/people');
  const person = people[0]!;
  const shown = await personPhotos(page.request, person.id);
  const archived = await personPhotos(page.request, person.id, true);
  expect(archived.length, `archived photos of ${person.name}`).toBeGreaterThan(0);
  const videos = shown.filter((a) => a.type === 'VIDEO').length;
  const photos = shown.length - videos;
  await page.goto(`/people/${person.id}`);
  // the header's count, once the whole list is in ("1,234 photos · 5 videos", no "so far")
  const counts = `${photos.toLocaleString('en-US')} ${photos === 1 ? 'photo' : 'photos'}${videos ? ` · ${videos.toLocaleString('en-US')} ${videos === 1 ? 'video' : 'videos'}` : ''}`;
  await expect(page.locator('main header p').first()).toHaveText(new RegExp(`^${escapeRegExp(counts)}( ·|$)`));
  const grid = page.getByRole('grid', { name: `Photos of ${person.name}` });
  await expect(grid.getByRole('link').first()).toBeVisible();
  const seen = await allTileIds(page, grid, shown.length);
  expect([...seen].sort()).toEqual(shown.map((a) => a.id).sort());
  for (const a of archived) expect(seen.has(a.id), `archived ${a.id} on the page`).toBe(false);
});

test('an album shows its photos, its owner and members; a posted comment lands exactly once @both-apis', async ({ page }) => {
  const album = await albumNamed(page.request, 'Cabin weekend in Banff');
  await page.goto(`/albums/${album.id}`);
  await expect(page.getByRole('heading', { level: 1, name: album.albumName })).toBeVisible();
  const people = page.getByRole('list', { name: 'Owner and members' }).getByRole('listitem');
  const roleWords: Record<string, string> = { owner: '(owner)', editor: '(can edit)', viewer: '(can view)' };
  const expected = ownerAndMembers(album);
  expect(expected.map((p) => p.role)).toEqual(['owner', 'editor', 'viewer', 'viewer']);
  await expect(people).toContainText(expected.map((p) => `${p.user.name} ${roleWords[p.role]}`));
  const grid = page.getByRole('grid', { name: `Photos in ${album.albumName}` });
  await expect(grid.getByRole('link').first()).toBeVisible();
  expect((await allTileIds(page, grid, album.assetCount)).size).toBe(album.assetCount);

  await page.goto(`/albums/${album.id}?activity=open`);
  await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
  const composer = page.getByRole('textbox', { name: 'Comment on this album' });
  const text = unique('Both generations');
  await composer.fill(text);
  await composer.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Comment posted' })).toBeAttached();
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  const activities = await getJson<{ type: string; comment: string | null }[]>(page.request, `/api/activities?albumId=${album.id}`);
  expect(activities.filter((a) => a.type === 'comment' && a.comment === text)).toHaveLength(1);
});

test('an error page shows the service’s correlation id @both-apis', async ({ page }) => {
  const missing = '00000000-0000-4000-8000-000000000000';
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === `/api/albums/${missing}`);
  await page.goto(`/albums/${missing}`);
  const res = await answer;
  expect(res.status()).toBe(400);
  // v1.106 sends it in the body and x-immich-cid, v3 only in X-Correlation-ID
  const cid = res.headers()['x-correlation-id'] ?? res.headers()['x-immich-cid'];
  expect(cid).toMatch(/^[a-z0-9]{8}$/);
  await expect(page.getByRole('heading', { level: 1, name: "We couldn’t find that" })).toBeVisible();
  await expect(page.getByText('Error reference:')).toContainText(cid!);
});
