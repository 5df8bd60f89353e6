import { summary } from './stats';
import type { Bench, BenchRow } from './types';

/**
 * What `warmUpIntlOffThread` (src/app/start-up/warm-up-intl.ts) buys: the first `Intl` formatters
 * of a renderer process build ICU's locale list in one native call on the thread that asks first.
 * Each sample is a fresh browser context (a fresh renderer) on a blank page that creates the
 * formatters the views create first, either straight away on the main thread, or after a worker
 * has created them, as the app's start-up does.
 */
const RUNS = 7;

const makeFormatters = `new Intl.NumberFormat().format(1234.5);
new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(0);`;

/**
 * The page's script: ms its own first formatters take; `viaWorker`, after a worker made them. (A
 * string: the bench's compiled functions carry helpers the page does not have.)
 */
const firstFormatters = (viaWorker: boolean) => `(async () => {
  if (${viaWorker}) {
    const worker = new Worker(URL.createObjectURL(new Blob([${JSON.stringify(makeFormatters)} + "postMessage('done');"], { type: 'text/javascript' })));
    await new Promise((resolve) => (worker.onmessage = resolve));
    worker.terminate();
  }
  const started = performance.now();
  ${makeFormatters}
  return performance.now() - started;
})()`;

const bench: Bench = async ({ browser }) => {
  const samples = { main: [] as number[], worker: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    for (const via of ['main', 'worker'] as const) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto('about:blank');
        samples[via].push(await page.evaluate<number>(firstFormatters(via === 'worker')));
      } finally {
        await context.close();
      }
    }
  }
  const warmed = summary(samples.worker, 1);
  const rows: BenchRow[] = [
    { view: 'start-up', metric: "first Intl formatters on the main thread, no warm-up (ICU's locale list)", ...summary(samples.main, 1), unit: 'ms', target: 'reference', ok: true },
    { view: 'start-up', metric: 'the same after the start-up worker built it (warmUpIntlOffThread)', ...warmed, unit: 'ms', target: '≤ 1 ms', ok: warmed.value <= 1 },
  ];
  return rows;
};

export default bench;
