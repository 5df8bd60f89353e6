import type { Page } from '@playwright/test';
import { firstRowSelector, fmt, sizes, syntheticPerson, viewport } from './person.bench';
import { median, summary } from './stats';
import type { Bench, BenchContext, BenchRow } from './types';

/** This bench runs against the demo service answering as Immich v3.2 (`KEEPSAKE_DEMO_API=v3`, see run.ts). */
export const demoApi = 'v3';

/** Cold loads per size (the figures are their medians). */
const runs = 3;

interface Load {
  /** navigation → the frame after the first row's thumbnails were all loaded */
  firstRowMs: number;
  /** navigation → the frame after the grid held every tile of the list */
  wholeListMs: number;
  /** `GET /people/{id}/assets` requests (a 404 on v3) */
  probes: number;
  /** `POST /search/metadata` requests */
  searches: number;
  /** characters of the search answers */
  bytes: number;
}

/**
 * One cold navigation to the person page: the first row's paint and the whole list's, both timed
 * in the page frame by frame (see `firstRowPainted` in person.bench.ts), and the list's requests.
 */
async function loadOnce(page: Page, personId: string, count: number): Promise<Load> {
  let probes = 0;
  let searches = 0;
  const bodies: Promise<number>[] = [];
  // (dedicated workers' requests are the page's too)
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/people\/[^/]+\/assets$/.test(path)) probes++;
    if (path === '/api/search/metadata') searches++;
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/api/search/metadata') return;
    bodies.push(response.body().then((b) => b.length, () => 0));
  });
  await page.goto(`/people/${personId}`, { waitUntil: 'commit' });
  const times = await page.waitForFunction(
    ({ total, rowSelector }) => {
      const w = window as { keepsakeBench?: { rowSeen?: boolean; listSeen?: boolean; row?: number; list?: number } };
      const b = (w.keepsakeBench ??= {});
      const now = performance.now();
      // a condition seen in one frame is painted by the next: time it there
      if (b.rowSeen && b.row === undefined) b.row = now;
      if (b.listSeen && b.list === undefined) b.list = now;
      if (!b.rowSeen) {
        const row = document.querySelector(rowSelector);
        const images = row ? [...row.querySelectorAll('img')] : [];
        b.rowSeen = images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
      }
      if (!b.listSeen) b.listSeen = document.querySelector('[role="grid"]')?.getAttribute('data-tile-count') === String(total);
      return b.row !== undefined && b.list !== undefined ? { row: b.row, list: b.list } : 0;
    },
    { total: count, rowSelector: firstRowSelector },
    { polling: 'raf', timeout: 600_000 },
  );
  const { row, list } = (await times.jsonValue()) as { row: number; list: number };
  const bytes = (await Promise.all(bodies)).reduce((sum, n) => sum + n, 0);
  return { firstRowMs: row, wholeListMs: list, probes, searches, bytes };
}

async function loads(newSignedInPage: BenchContext['newSignedInPage'], count: number): Promise<Load[]> {
  const all: Load[] = [];
  let personId = '';
  for (let run = 0; run < runs; run++) {
    const page = await newSignedInPage(viewport);
    try {
      personId ||= await syntheticPerson(page, count);
      all.push(await loadOnce(page, personId, count));
    } finally {
      await page.context().close();
    }
  }
  return all;
}

/**
 * Person page against Immich v3 shapes: no `GET /people/{id}/assets`, the photos come from
 * `POST /search/metadata` in sequential pages of 1,000. The first row must not wait for the last
 * page; the whole list's time is bounded by the server's pages.
 */
const bench: Bench = async ({ newSignedInPage }) => {
  const rows: BenchRow[] = [];
  for (const count of sizes) {
    const size = fmt(count);
    const measured = await loads(newSignedInPage, count);
    const firstRow = summary(measured.map((l) => l.firstRowMs));
    const wholeList = summary(measured.map((l) => l.wholeListMs));
    const probes = Math.max(...measured.map((l) => l.probes));
    const searches = median(measured.map((l) => l.searches));
    const megabytes = median(measured.map((l) => l.bytes)) / 1e6;
    rows.push(
      { view: 'person (v3)', metric: 'navigation → first row of thumbnails painted (no tracing)', size, ...firstRow, unit: 'ms', target: '< 1000 ms', ok: firstRow.value < 1000 },
      { view: 'person (v3)', metric: 'navigation → whole list in the grid', size, ...wholeList, unit: 'ms', target: 'reference (sequential pages)', ok: true },
      { view: 'person (v3)', metric: 'GET /people/{id}/assets requests (a 404 on v3)', size, value: probes, unit: 'requests', target: '0', ok: probes === 0 },
      { view: 'person (v3)', metric: 'POST /search/metadata requests', size, value: searches, unit: 'requests', target: `${Math.ceil(count / 1000)} (pages of 1,000)`, ok: searches === Math.ceil(count / 1000) },
      { view: 'person (v3)', metric: 'search answers, all pages', size, value: Math.round(megabytes * 10) / 10, unit: 'MB', target: 'reference', ok: true },
    );
  }
  return rows;
};

export default bench;
