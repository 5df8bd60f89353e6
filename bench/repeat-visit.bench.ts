import type { CDPSession, Page } from '@playwright/test';
import { summary } from './stats';
import type { Bench, BenchRow } from './types';

/**
 * What a repeat visit downloads (ADR 091): a first visit in a fresh context installs the service
 * worker (the built app precached), then the same page is opened again and every JavaScript
 * response of that second load is sorted by where it came from (Chromium's network log): the
 * network, the service worker, or the HTTP cache. Target: no JavaScript from the network. The
 * second row empties the HTTP cache before the repeat visit, so the service worker alone answers.
 */
const RUNS = 3;

interface Tally {
  networkBytes: number;
  fromWorker: number;
  scripts: number;
}

/** Counts the JavaScript responses of the page's loads while `run` runs. */
async function tallyScripts(cdp: CDPSession, run: () => Promise<void>): Promise<Tally> {
  const scripts = new Map<string, { fromNetwork: boolean; fromWorker: boolean }>();
  const tally: Tally = { networkBytes: 0, fromWorker: 0, scripts: 0 };
  const onResponse = (e: { requestId: string; type: string; response: { mimeType: string; fromServiceWorker?: boolean; fromDiskCache?: boolean; fromPrefetchCache?: boolean } }) => {
    if (e.type !== 'Script' && !/javascript/.test(e.response.mimeType)) return;
    const { fromServiceWorker = false, fromDiskCache = false, fromPrefetchCache = false } = e.response;
    scripts.set(e.requestId, { fromNetwork: !fromServiceWorker && !fromDiskCache && !fromPrefetchCache, fromWorker: fromServiceWorker });
  };
  const onFinished = (e: { requestId: string; encodedDataLength: number }) => {
    const script = scripts.get(e.requestId);
    if (!script) return;
    tally.scripts++;
    if (script.fromWorker) tally.fromWorker++;
    if (script.fromNetwork) tally.networkBytes += e.encodedDataLength;
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  try {
    await run();
  } finally {
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.loadingFinished', onFinished);
  }
  return tally;
}

/** Opens `path` and waits until its first screen is up (the home page's heading, a person's grid). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const ready = path === '/' ? page.getByRole('heading', { level: 1 }) : page.getByRole('gridcell').first();
  await ready.waitFor({ timeout: 30_000 });
}

const bench: Bench = async ({ newSignedInPage }) => {
  const rows: BenchRow[] = [];
  let personPath: string | undefined;
  for (const emptyHttpCache of [false, true]) {
    const samples: Record<string, Tally[]> = {};
    for (let i = 0; i < RUNS; i++) {
      const page = await newSignedInPage();
      try {
        personPath ??= await firstPersonPath(page);
        for (const path of ['/', personPath]) {
          await open(page, path);
          await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Network.enable');
          if (emptyHttpCache) await cdp.send('Network.clearBrowserCache');
          (samples[path] ??= []).push(await tallyScripts(cdp, () => open(page, path)));
          await cdp.detach();
        }
      } finally {
        await page.context().close();
      }
    }
    for (const [path, tallies] of Object.entries(samples)) {
      const bytes = summary(tallies.map((t) => t.networkBytes));
      // a repeat visit that loaded no script from the worker measured nothing
      const served = tallies.every((t) => t.fromWorker > 0);
      rows.push({
        view: path === '/' ? 'home' : 'person',
        metric: `repeat visit: JS from the network${emptyHttpCache ? ' (HTTP cache emptied)' : ''}; ${tallies[0]!.fromWorker} of ${tallies[0]!.scripts} scripts from the service worker`,
        ...bytes,
        unit: 'bytes',
        target: '0 bytes',
        ok: bytes.value === 0 && bytes.spread[1] === 0 && served,
      });
    }
  }
  return rows;
};

async function firstPersonPath(page: Page): Promise<string> {
  const res = await page.request.get('/api/people');
  const body = (await res.json()) as { people: { id: string }[] };
  const first = body.people[0];
  if (!first) throw new Error('the demo library has no people');
  return `/people/${first.id}`;
}

export default bench;
