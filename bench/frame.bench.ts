import type { CDPSession, Page } from '@playwright/test';
import { round } from './stats';
import type { Bench, BenchRow } from './types';

/**
 * Frame mode over a simulated day (ADR 102): `/frame` at its default 15 s per photo on a faked
 * clock that starts at 06:00 and runs 24 hours (past local midnight, when the next day's memories
 * come), one photo change at a time; the photos themselves load and decode for real. After a
 * warm-up (the first loop through the photos), the JS heap (after a forced garbage collection)
 * and the number of DOM nodes are read, and again at the end. Targets: heap ≤ 5 MB more, not one
 * node more.
 */
const SECONDS_PER_PHOTO = 15;
const DAY_MS = 86_400_000;
const PHOTOS_PER_DAY = DAY_MS / (SECONDS_PER_PHOTO * 1000);
const WARM_UP = 60;
const viewport = { width: 1440, height: 900 };

/** Photo changes the frame has made (`main[data-changes]`). */
const changesOf = (page: Page) => page.evaluate(() => Number(document.querySelector('main')?.dataset.changes ?? 0));

/** Lets one photo's time pass, then waits (in real time) for the change it brings. */
async function nextPhoto(page: Page, after: number): Promise<void> {
  await page.clock.runFor(SECONDS_PER_PHOTO * 1000);
  await page.waitForFunction((n) => Number(document.querySelector('main')?.dataset.changes ?? 0) > n, after, { polling: 10, timeout: 30_000 });
}

/** Used JS heap (bytes) after a full garbage collection, and every node in the document. */
async function footprint(cdp: CDPSession, page: Page): Promise<{ heap: number; nodes: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const nodes = await page.evaluate(() => {
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    let count = 0;
    while (walker.nextNode()) count++;
    return count;
  });
  return { heap: usedSize, nodes };
}

const bench: Bench = async ({ newSignedInPage }) => {
  const page = await newSignedInPage(viewport);
  const now = new Date();
  await page.clock.install({ time: new Date(now.getFullYear(), now.getMonth(), now.getDate(), 6, 0, 0) });
  await page.goto('/frame');
  await page.locator('img[data-slot="front"][data-status="ready"]').waitFor({ timeout: 30_000 });
  // From here the page's time moves only by `runFor`, however long each step takes in real time.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const cdp = await page.context().newCDPSession(page);
  const started = Date.now();

  let shown = await changesOf(page);
  while (shown < WARM_UP) {
    await nextPhoto(page, shown);
    shown = await changesOf(page);
  }
  const before = await footprint(cdp, page);
  const startedAt = await page.evaluate(() => Date.now());
  while ((await page.evaluate(() => Date.now())) - startedAt < DAY_MS) {
    await nextPhoto(page, shown);
    shown = await changesOf(page);
    if (shown % 1000 === 0) process.stderr.write(`[bench] frame: ${shown} photos shown\n`);
  }
  const after = await footprint(cdp, page);
  const day = await page.evaluate(() => new Date().getDate());
  await page.context().close();
  if (day === now.getDate()) throw new Error('the simulated day did not pass local midnight');

  const heapMb = round((after.heap - before.heap) / 1024 / 1024, 2);
  const nodes = after.nodes - before.nodes;
  const size = `${(shown - WARM_UP).toLocaleString('en-US')} photos, 15 s each`;
  process.stderr.write(`[bench] frame: ${shown} changes in ${round((Date.now() - started) / 1000)} s; heap ${round(before.heap / 1048576, 1)} → ${round(after.heap / 1048576, 1)} MB; nodes ${before.nodes} → ${after.nodes}\n`);
  const rows: BenchRow[] = [
    { view: 'frame', metric: 'JS heap growth over a simulated day (after GC)', size, value: heapMb, unit: 'MB', target: '≤ 5 MB', ok: heapMb <= 5 },
    { view: 'frame', metric: 'DOM node growth over a simulated day', size, value: nodes, unit: 'nodes', target: '0', ok: nodes <= 0 },
  ];
  if (shown - WARM_UP < PHOTOS_PER_DAY * 0.9) rows.push({ view: 'frame', metric: 'photo changes in the simulated day', size, value: shown - WARM_UP, unit: 'count', target: `≥ ${PHOTOS_PER_DAY * 0.9}`, ok: false });
  return rows;
};

export default bench;
