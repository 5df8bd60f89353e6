import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface WireAsset {
  id: string;
  type: string;
  fileCreatedAt: string;
}
export interface WireMemory {
  id: string;
  type: string;
  memoryAt: string;
  assets: WireAsset[];
}

/**
 * The demo user's on-this-day memories from the API (the library also holds birthdays and a kind
 * the app does not know, ADR 100), each with its assets in story order (taken first, by instant; ties by id).
 */
export async function memories(page: Page): Promise<WireMemory[]> {
  const res = await page.request.get('/api/memories');
  expect(res.ok(), 'GET /api/memories').toBe(true);
  const list = ((await res.json()) as WireMemory[]).filter((m) => m.type === 'on_this_day');
  const order = (a: WireAsset, b: WireAsset) => Date.parse(a.fileCreatedAt) - Date.parse(b.fileCreatedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return list.map((m) => ({ ...m, assets: [...m.assets].sort(order) }));
}

/** A memory of at least `min` assets whose first three are photos (a predictable story). */
export async function photoMemory(page: Page, min = 3): Promise<WireMemory> {
  const found = (await memories(page)).find((m) => m.assets.length >= min && m.assets.slice(0, 3).every((a) => a.type === 'IMAGE'));
  expect(found, `a memory with ${min}+ photos`).toBeDefined();
  return found!;
}

/** The slide group "n of count" (an APG carousel slide). */
export const slide = (page: Page, n: number, of: number) => page.getByRole('group', { name: `${n} of ${of}` });
export const currentSlide = (page: Page) => page.locator('[aria-roledescription="slide"]');

/**
 * From the next page load on, keeps what the page's videos did: the furthest any played, and
 * whether it was muted then. A short video can end, and the story move past it, between two looks
 * at its element; this record stays. Read it with {@link videoPlayback}.
 */
export async function recordVideoPlayback(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { furthest: 0, mutedWhilePlaying: true };
    (window as unknown as { videoPlayback: typeof seen }).videoPlayback = seen;
    // media events do not bubble: caught on their way down
    document.addEventListener(
      'timeupdate',
      (event) => {
        const video = event.target as HTMLVideoElement;
        seen.furthest = Math.max(seen.furthest, video.currentTime);
        if (!video.muted) seen.mutedWhilePlaying = false;
      },
      true,
    );
  });
}

/** What {@link recordVideoPlayback} has seen so far. */
export function videoPlayback(page: Page): Promise<{ furthest: number; mutedWhilePlaying: boolean }> {
  return page.evaluate(() => (window as unknown as { videoPlayback: { furthest: number; mutedWhilePlaying: boolean } }).videoPlayback);
}
