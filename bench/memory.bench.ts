import type { Page } from '@playwright/test';
import { FIRST_PHOTO_MARK as firstPhotoMark } from '../src/lib/first-frame';
import { FLOOR_RATIO_TARGET, floorHtml, floorLoad, type ShownImage } from './floor';
import { summary } from './stats';
import type { Bench, BenchRow } from './types';

interface WireMemory {
  id: string;
  assets: { id: string; type: string; localDateTime: string }[];
}


/** The demo user's largest memory whose photos are all images (videos run on their own time). */
export async function pickMemory(page: Page, baseURL: string): Promise<WireMemory> {
  const res = await page.request.get(`${baseURL}/api/memories`);
  if (!res.ok()) throw new Error(`GET /api/memories answered ${res.status()}`);
  const list = (await res.json()) as WireMemory[];
  const memory = list
    .filter((m) => m.assets.every((a) => a.type === 'IMAGE'))
    .sort((a, b) => b.assets.length - a.assets.length)[0];
  if (!memory) throw new Error('no photo-only memory in the demo library');
  return memory;
}

/** ms from navigation start to the frame after the first photo was decoded and shown. */
export async function timeToFirstPhoto(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, firstPhotoMark, { timeout: 30_000 });
  return page.evaluate((name) => performance.getEntriesByName(name)[0]!.startTime, firstPhotoMark);
}

/**
 * ms from navigation start to the frame in which the player itself shows the story, ready to be
 * controlled: its slide shown (`data-slide-status="ready"`) and its Pause button there. Read after
 * the first photo (which index.html's first frame may draw long before the app has started).
 */
export async function timeToControls(page: Page): Promise<number> {
  const ready = await page.waitForFunction(
    () => {
      const shown = document.querySelector('[aria-roledescription="slide"][data-slide-status="ready"]');
      const pause = [...document.querySelectorAll('button')].some((b) => b.getAttribute('aria-label') === 'Pause' || b.textContent?.trim() === 'Pause');
      return shown && pause ? performance.now() : 0;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return ready.jsonValue();
}

/** The current slide's photo as the page shows it (its URL, the size it is drawn at). */
async function shownPhoto(page: Page): Promise<ShownImage> {
  return page.locator('[aria-roledescription="slide"] img').first().evaluate((img) => {
    const box = img.getBoundingClientRect();
    return { src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src, width: box.width, height: box.height };
  });
}

const viewport = { width: 1440, height: 900 };
/** Cold loads measured (the figures are their medians). */
const runs = 5;

const slide = (page: Page) => page.locator('[aria-roledescription="slide"]');

/**
 * Memory player: navigation -> first photo painted (median of cold loads, each followed by a load
 * of the floor page: the same photo at the same size on a bare page, floor.ts; the mark is set by
 * whichever draws the photo first, index.html's first frame or the player, ADR 098), and over 20
 * consecutive advances, how often the next photo was not yet decoded when it became current.
 */
const bench: Bench = async (ctx) => {
  const { baseURL, newSignedInPage } = ctx;
  // One load first, not counted: the service makes a photo's preview on its first request, and
  // the floor page needs the photo's URL and size.
  const probe = await newSignedInPage(viewport);
  const memory = await pickMemory(probe, baseURL);
  const url = `${baseURL}/memories/${memory.id}`;
  await timeToFirstPhoto(probe, url);
  const floor = ctx.floorPage('memory-first-photo', floorHtml([await shownPhoto(probe)], true));
  await probe.context().close();

  const times: number[] = [];
  const controls: number[] = [];
  const floors: number[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await newSignedInPage(viewport);
    times.push(await timeToFirstPhoto(page, url));
    controls.push(await timeToControls(page));
    await page.context().close();
    floors.push(await floorLoad(ctx, floor, viewport));
  }
  const firstPhoto = summary(times);
  const ratio = summary(times.map((ms, i) => ms / floors[i]!), 2);

  // Advances: a skimming viewer presses → one second after each photo is shown (harder on the
  // preloader than the 5 s story clock). At the end, "Watch again" starts over (not counted).
  const page = await newSignedInPage(viewport);
  await page.goto(url);
  await page.getByRole('button', { name: 'Pause' }).click();
  let advances = 0;
  let misses = 0;
  while (advances < 20) {
    await slide(page).and(page.locator('[data-slide-status="ready"]')).waitFor({ timeout: 30_000 });
    if (await page.getByRole('button', { name: 'Watch again' }).isVisible()) {
      await page.getByRole('button', { name: 'Watch again' }).click();
      await page.getByRole('button', { name: 'Pause' }).click();
      continue;
    }
    await page.waitForTimeout(1_000);
    const before = await slide(page).getAttribute('aria-label');
    await page.keyboard.press('ArrowRight');
    if (await page.getByRole('button', { name: 'Watch again' }).isVisible()) continue;
    await page.waitForFunction((label) => document.querySelector('[aria-roledescription="slide"]')?.getAttribute('aria-label') !== label, before);
    advances++;
    if ((await slide(page).getAttribute('data-decoded-at-start')) !== 'true') misses++;
  }
  await page.context().close();

  const size = `${memory.assets.length} photos`;
  const rows: BenchRow[] = [
    { view: 'memory', metric: 'navigation → first photo painted', size, ...firstPhoto, unit: 'ms', target: '< 1000 ms', ok: firstPhoto.value < 1000 },
    { view: 'memory', metric: 'floor: the same photo on a bare page, painted', size, ...summary(floors), unit: 'ms', target: 'reference', ok: true },
    { view: 'memory', metric: 'first photo ÷ floor (each load ÷ the floor load after it)', size, ...ratio, unit: '×', target: `≤ ${FLOOR_RATIO_TARGET.toFixed(1)}×`, ok: ratio.value <= FLOOR_RATIO_TARGET },
    // Reference: the other side of a first photo drawn before the app (ADRs 098, 120): when the story answers its controls.
    { view: 'memory', metric: "navigation → the player's controls on screen", size, ...summary(controls), unit: 'ms', target: 'reference', ok: true },
    { view: 'memory', metric: 'advances with the next photo not decoded at its start (of 20)', size, value: misses, unit: 'count', target: '0', ok: misses === 0 },
  ];
  return rows;
};

export default bench;
