import type { Page } from '@playwright/test';
import { FIRST_SLIDE_MARK } from '../src/features/then-and-now/marks';
import { pickMemory, timeToFirstPhoto } from './memory.bench';
import { summary } from './stats';
import type { Bench, BenchRow } from './types';

const viewport = { width: 1440, height: 900 };
/** Cold loads of each page measured (the figures are their medians). */
const runs = 5;

/** The named person whose photos span the most years: the longest story, the most candidates. */
async function pickPerson(page: Page, baseURL: string): Promise<{ id: string; years: number }> {
  const people = ((await (await page.request.get(`${baseURL}/api/people`)).json()) as { people: { id: string; name: string }[] }).people;
  let best: { id: string; years: number } | undefined;
  for (const person of people.filter((p) => p.name)) {
    const res = await page.request.post(`${baseURL}/api/search/metadata`, { data: { personIds: [person.id], size: 1000 } });
    const items = ((await res.json()) as { assets: { items: { localDateTime: string }[] } }).assets.items;
    const years = new Set(items.map((a) => a.localDateTime.slice(0, 4))).size;
    if (!best || years > best.years) best = { id: person.id, years };
  }
  if (!best) throw new Error('no named person in the demo library');
  return best;
}

/** ms from navigation start to the frame after the first slide was shown, and the requests made before it. */
async function timeToFirstSlide(page: Page, url: string): Promise<{ ms: number; api: number; all: number }> {
  await page.goto(url);
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, FIRST_SLIDE_MARK, { timeout: 30_000 });
  return page.evaluate((name) => {
    const at = performance.getEntriesByName(name)[0]!.startTime;
    const before = performance.getEntriesByType('resource').filter((e) => e.startTime < at);
    const api = before.filter((e) => new URL(e.name).pathname.startsWith('/api/') && !e.name.includes('/thumbnail'));
    return { ms: at, api: api.length, all: before.length + 1 };
  }, FIRST_SLIDE_MARK);
}

/**
 * Then and Now, opened cold at its address (the person's list not cached): navigation -> first
 * slide painted, against the memory page's first photo in the same run (each load ÷ the memory
 * load before it), and the requests made before the first slide.
 */
const bench: Bench = async (ctx) => {
  const { baseURL, newSignedInPage } = ctx;
  // One load of each first, not counted: the service makes a photo's preview on its first request.
  const probe = await newSignedInPage(viewport);
  const memoryUrl = `${baseURL}/memories/${(await pickMemory(probe, baseURL)).id}`;
  const person = await pickPerson(probe, baseURL);
  const url = `${baseURL}/people/${person.id}/then-and-now`;
  await timeToFirstPhoto(probe, memoryUrl);
  await timeToFirstSlide(probe, url);
  await probe.context().close();

  const memory: number[] = [];
  const story: number[] = [];
  const api: number[] = [];
  const all: number[] = [];
  for (let run = 0; run < runs; run++) {
    const a = await newSignedInPage(viewport);
    memory.push(await timeToFirstPhoto(a, memoryUrl));
    await a.context().close();
    const b = await newSignedInPage(viewport);
    const shown = await timeToFirstSlide(b, url);
    await b.context().close();
    story.push(shown.ms);
    api.push(shown.api);
    all.push(shown.all);
  }
  const ratio = summary(story.map((ms, i) => ms / memory[i]!), 2);
  const size = `${person.years} years`;
  const rows: BenchRow[] = [
    { view: 'then-and-now', metric: 'navigation → first slide painted', size, ...summary(story), unit: 'ms', target: 'reference', ok: true },
    { view: 'then-and-now', metric: 'first slide ÷ memory page first photo (same run)', size, ...ratio, unit: '×', target: '≤ 1.2×', ok: ratio.value <= 1.2 },
    { view: 'then-and-now', metric: 'API requests before the first slide', size, ...summary(api), unit: 'count', target: 'reference', ok: true },
    { view: 'then-and-now', metric: 'requests before the first slide (all, with the page)', size, ...summary(all), unit: 'count', target: 'reference', ok: true },
  ];
  return rows;
};

export default bench;
