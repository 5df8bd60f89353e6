import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, passTime, settled, signIn, stopClock, test } from './fixtures';

/**
 * The memories page (ADR 101) against the demo library, in both API generations: its sections, a
 * memory played from a list with previous/next following that list, birthday and unknown kinds,
 * and pruning with undo. The demo library's birthdays and its one memory of an unknown kind are
 * there for these journeys (ADR 100).
 */

interface WireMemory {
  id: string;
  type: string;
  memoryAt: string;
  showAt?: string;
  isSaved: boolean;
  data: { year: number; personId?: string };
  assets: { id: string }[];
}

async function library(page: Page): Promise<{ memories: WireMemory[]; people: Map<string, string> }> {
  const memories = (await (await page.request.get('/api/memories')).json()) as WireMemory[];
  const body = (await (await page.request.get('/api/people')).json()) as { people: { id: string; name: string }[] };
  return { memories, people: new Map(body.people.map((p) => [p.name, p.id])) };
}

/** A past birthday memory of `name` (its day is over: v3's window, or v1's memoryAt). */
function pastBirthday(memories: WireMemory[], people: Map<string, string>, name: string): WireMemory {
  const found = memories.find((m) => m.type === 'birthday' && m.data.personId === people.get(name) && Date.parse(m.showAt ?? m.memoryAt) < Date.now());
  expect(found, `a past birthday memory of ${name}`).toBeDefined();
  return found!;
}

const sizes = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

for (const [label, size] of sizes) {
  test(`the memories page lists today’s, coming up, saved and past memories, axe-clean (${label}) @both-apis`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'All memories' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Memories' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Today' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Saved' }).getByRole('link').first()).toBeVisible();
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('grid', { name: 'Coming up' }).getByRole('link').first()).toBeVisible();
    const past = page.getByRole('grid', { name: 'Past' });
    await expect(past.getByRole('columnheader').first()).toBeVisible();
    await settled(page);
    await page.screenshot({ path: test.info().outputPath(`memories-${label}.png`) });
    await expectNoAxeViolations(page);
  });
}

test('a memory opened from “Past” walks the past list, and closing returns to the same place @both-apis', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/memories');
  const past = page.getByRole('grid', { name: 'Past' });
  const first = past.getByRole('link').first();
  await first.scrollIntoViewIfNeeded();
  const firstHref = await first.getAttribute('href');
  const secondHref = await past.getByRole('link').nth(1).getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${firstHref!.replace('?', '\\?')}`));
  // previous/next follow the list in the URL: reload keeps it
  await page.reload();
  await page.getByRole('link', { name: 'Next memory' }).first().click();
  await expect(page).toHaveURL(new RegExp(secondHref!.split('?')[0]!));
  expect(new URL(page.url()).searchParams.get('list')).toBe('past');
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/memories$/);
  // the card it was opened from is on screen again, where it was: the page is scrolled back once its
  // lists are laid out (until then the card may be on screen at the top, above where it belongs)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.locator(`a[href="${firstHref}"]`)).toBeInViewport();
});

test('a birthday memory is titled with the person’s name and labels each photo with their age; an unknown kind has a neutral title @both-apis', async ({ page }) => {
  await signIn(page);
  const { memories, people } = await library(page);
  const leo = pastBirthday(memories, people, 'Leo Rivera');
  await page.goto(`/memories/${leo.id}?list=past`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leo Rivera’s birthdays' })).toBeVisible();
  await expect(page.locator('[data-story-player] header p').getByText(/\d+ years? old/)).toBeVisible();

  const trip = memories.find((m) => m.type === 'trip');
  expect(trip, 'the demo library’s memory of an unknown kind').toBeDefined();
  await page.goto(`/memories/${trip!.id}`);
  const when = new Date(trip!.memoryAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  await expect(page.getByRole('heading', { level: 1, name: when })).toBeVisible();
});

test('removing a photo and deleting a memory can be undone, survive a reload, and reach the server once @both-apis', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  const { memories, people } = await library(page);
  const sam = pastBirthday(memories, people, 'Sam Rivera');
  const june = pastBirthday(memories, people, 'June Rivera');
  const deletes: string[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'DELETE') deletes.push(new URL(r.url()).pathname);
  });
  const count = sam.assets.length;

  // take a photo out, then undo: nothing is sent
  await page.goto(`/memories/${sam.id}?list=saved`);
  await expect(page.getByText(`1 / ${count}`)).toBeVisible();
  // paused, the story stays on its first photo however slowly the steps below run
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('button', { name: 'Remove this photo from the memory' }).click();
  await expect(page.getByText(`1 / ${count - 1}`)).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`1 / ${count}`)).toBeVisible();
  await stopClock(page);
  await passTime(page, 8000);
  expect(deletes).toEqual([]);

  // again, and reload within the undo time: still out, still undoable, then sent once
  await page.clock.resume();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('button', { name: 'Remove this photo from the memory' }).click();
  await page.reload();
  await expect(page.getByText(`/ ${count - 1}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await stopClock(page);
  await passTime(page, 8000);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden();
  await expect.poll(() => deletes).toEqual([`/api/memories/${sam.id}/assets`]);
  const after = (await (await page.request.get(`/api/memories/${sam.id}`)).json()) as WireMemory;
  expect(after.assets).toHaveLength(count - 1);

  // delete a memory: gone from the page at once, across a reload, then deleted once
  await page.clock.resume();
  await page.goto(`/memories/${june.id}?list=saved`);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('button', { name: 'Delete memory' }).click();
  await expect(page).toHaveURL(/\/memories$/);
  await expect(page.getByRole('status').filter({ hasText: 'Memory deleted' })).toBeVisible();
  await expect(page.locator(`a[href^="/memories/${june.id}"]`)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Saved' })).toBeVisible();
  await expect(page.locator(`a[href^="/memories/${june.id}"]`)).toHaveCount(0);
  await stopClock(page);
  await passTime(page, 8000);
  await expect.poll(() => deletes.filter((d) => d === `/api/memories/${june.id}`)).toHaveLength(1);
  await expect.poll(async () => (await page.request.get(`/api/memories/${june.id}`)).status()).toBe(400);
  await page.clock.resume();
  await expectNoAxeViolations(page);
});
