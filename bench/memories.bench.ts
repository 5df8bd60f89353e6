import type { Page } from '@playwright/test';
import { FIRST_CARDS_MARK as firstCardsMark } from '../src/lib/first-cards';
import { pickMemory, timeToFirstPhoto } from './memory.bench';
import { summary } from './stats';
import { longestMainThreadTask } from './trace';
import type { Bench, BenchRow } from './types';

const viewport = { width: 1440, height: 900 };
/** Cold loads measured of each page (the figures are their medians). */
const runs = 5;
/** The size of the long history the scroll is measured on. */
const historySize = 2000;
const frameMs = 16;

/**
 * ms from navigation start to the memories page's first cards on screen: the mark
 * (`FIRST_CARDS_MARK`, src/lib/first-cards.ts) set by whichever drew them first,
 * index.html's first script (its covers decoded and painted) or the page (the frame after its
 * grid's first cover was complete).
 */
async function timeToFirstCards(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, firstCardsMark, { timeout: 30_000 });
  return page.evaluate((name) => performance.getEntriesByName(name)[0]!.startTime, firstCardsMark);
}

interface WireMemory {
  id: string;
  memoryAt: string;
  data: Record<string, unknown>;
  assets: unknown[];
  [key: string]: unknown;
}

/**
 * `historySize` memories made from the library's own (their photos and shapes), on days of past
 * years well away from today, so that all of them are "Past": a history larger than the demo
 * library holds, answered in place of `GET /memories` (the page's code and the photos are real).
 */
async function longHistory(page: Page, baseURL: string): Promise<void> {
  const real = (await (await page.request.get(`${baseURL}/api/memories`)).json()) as WireMemory[];
  const today = new Date();
  const history = Array.from({ length: historySize }, (_, i) => {
    const from = real[i % real.length]!;
    const day = new Date(Date.UTC(2025 - Math.floor(i / 80), (today.getUTCMonth() + 3 + Math.floor((i % 80) / 10)) % 12, 1 + (i % 10) * 2));
    const at = day.toISOString();
    const { showAt: _showAt, hideAt: _hideAt, ...rest } = from;
    return { ...rest, id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, type: 'on_this_day', memoryAt: at, data: { year: day.getUTCFullYear() }, isSaved: false };
  });
  await page.route(/\/api\/memories(\?.*)?$/, (route) => route.fulfill({ json: history }));
  await page.route(/\/api\/memories\/statistics/, (route) => route.fulfill({ json: { total: historySize } }));
}

/** Scrolls the window from top to bottom in ~150 jumps, a frame apart; the most cards ever mounted. */
async function scrollTopToBottom(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const height = document.documentElement.scrollHeight;
    const step = Math.max(window.innerHeight * 0.9, (height - window.innerHeight) / 150);
    let most = 0;
    for (let y = 0; y <= height; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(r));
      await new Promise((r) => requestAnimationFrame(r));
      most = Math.max(most, document.querySelectorAll('[role="gridcell"]').length);
    }
    return most;
  });
}

/**
 * Memories page: navigation -> first cards painted, as a ratio to the memory page's first photo in
 * the same run (cold loads, one after the other); and the longest main-thread task while scrolling
 * a history of 2,000 memories top to bottom, with the most cards ever in the DOM.
 */
const bench: Bench = async (ctx) => {
  const { baseURL, newSignedInPage } = ctx;
  const probe = await newSignedInPage(viewport);
  const memory = await pickMemory(probe, baseURL);
  const memoryUrl = `${baseURL}/memories/${memory.id}`;
  // one load of each first, not counted: the service makes previews and thumbnails on first request
  await timeToFirstPhoto(probe, memoryUrl);
  await timeToFirstCards(probe, `${baseURL}/memories`);
  await probe.context().close();

  const cards: number[] = [];
  const photos: number[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await newSignedInPage(viewport);
    cards.push(await timeToFirstCards(page, `${baseURL}/memories`));
    await page.context().close();
    const other = await newSignedInPage(viewport);
    photos.push(await timeToFirstPhoto(other, memoryUrl));
    await other.context().close();
  }

  const scrolls: { cpu: number; wall: number; cards: number }[] = [];
  for (let run = 0; run < 3; run++) {
    const page = await newSignedInPage(viewport);
    await longHistory(page, baseURL);
    await page.goto(`${baseURL}/memories`);
    await page.getByRole('grid', { name: 'Past' }).getByRole('link').first().waitFor({ timeout: 30_000 });
    const traced = await longestMainThreadTask(page, () => scrollTopToBottom(page));
    scrolls.push({ cpu: traced.longestCpuMs, wall: traced.longestWallMs, cards: traced.result });
    await page.context().close();
  }

  const ratio = summary(cards.map((ms, i) => ms / photos[i]!), 2);
  const scrollCpu = summary(scrolls.map((s) => s.cpu), 1);
  const size = `${historySize.toLocaleString('en-US')} memories`;
  const rows: BenchRow[] = [
    { view: 'memories', metric: 'navigation → first cards painted', size: 'demo library', ...summary(cards), unit: 'ms', target: 'reference', ok: true },
    { view: 'memories', metric: 'first cards ÷ memory page’s first photo (same run)', size: 'demo library', ...ratio, unit: '×', target: '≤ 1.0×', ok: ratio.value <= 1 },
    { view: 'memories', metric: 'longest main-thread task, CPU time, scrolling top → bottom', size, ...scrollCpu, unit: 'ms', target: `≤ ${frameMs} ms`, ok: scrollCpu.value <= frameMs },
    { view: 'memories', metric: 'longest main-thread task, wall time, scrolling top → bottom', size, ...summary(scrolls.map((s) => s.wall), 1), unit: 'ms', target: 'reference', ok: true },
    { view: 'memories', metric: 'cards in the DOM, most while scrolling', size, value: Math.max(...scrolls.map((s) => s.cards)), unit: 'cards', target: '≤ 120', ok: Math.max(...scrolls.map((s) => s.cards)) <= 120 },
  ];
  return rows;
};

export default bench;
