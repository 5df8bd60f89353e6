import { LANGUAGES } from '../src/i18n/locales';
import { namespacesAt } from '../src/app/page-namespaces';
import { routeModules } from '../server/http/route-hints';
import { catalogBytesPerLanguage, entryJsFiles, gzipBytes, initialJsFiles, jsChunks, readBuild, workerFiles, workerScripts, type EntryUrl } from './bundle';
import type { BenchRow, BuildBench } from './types';

/**
 * The JS a reader downloads before the first screen (bench/bundle.ts), gzipped at zlib level 9, per
 * page a reader may open cold (docs/decisions/112-declarative-routes.md): the main thread's
 * against its budget, each worker the first screen starts against its own, and every chunk for
 * reference (so that growth shows the day it happens). German and Arabic home pages and each
 * language's catalogs for reference, and English growth over the build from before the message
 * layer. Measured on the build the bench runs, no browser needed.
 */
export const buildOnly = true;

/** Initial JS (gzip bytes) of 99036f9, the last commit before the message layer: `npx tsx bench/initial-js.ts <its dist>`. */
export const BASELINE_INITIAL_JS_BYTES = 187_959;

/** How much the English initial JS may grow over the baseline. */
const GROWTH_LIMIT_BYTES = 5_000;

/** The main thread's JS before the first screen of each entry URL, gzip. */
export const MAIN_THREAD_BUDGET_BYTES = 140_000;

/** A worker the first screen starts, with the chunks it loads as it starts, gzip. */
export const WORKER_BUDGET_BYTES = 30_000;

/**
 * A view opened cold from a link, `url` with `:id` for its id: its route's module, first script and
 * data's code as the server names them in the hinted page (server/http/route-hints.ts), and its
 * catalogs as the app's start asks for them (src/app/page-namespaces.ts).
 */
function deepLink(name: string, url: string, workers: readonly string[]): EntryUrl {
  const address = url.replace(':id', 'id');
  const { early, late } = routeModules(address);
  const [route, ...dataCode] = late;
  if (!route) throw new Error(`the server names no route module for ${url}`);
  return { name, url, route, firstScript: early[0], dataCode, namespaces: namespacesAt(address), workers };
}

/** The pages a reader opens cold, as src/app/router.tsx loads them (home, then the three views). */
export const ENTRY_URLS: readonly EntryUrl[] = [
  { name: 'home', url: '/', route: 'src/app/routes/home.tsx', workers: ['intl-warm-up'] },
  deepLink('memory', '/memories/:id', ['intl-warm-up']),
  deepLink('person', '/people/:id', ['intl-warm-up', 'large-list']),
  deepLink('album', '/albums/:id', ['intl-warm-up']),
];

const kB = (bytes: number) => bytes / 1000;
const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

const NAMES: Partial<Record<string, string>> = { en: 'English', de: 'German', ar: 'Arabic' };

/** The bundle rows of the build in `distDir`, its growth measured against `baselineBytes`. */
export function bundleRows(distDir: string, baselineBytes: number, entries: readonly EntryUrl[] = ENTRY_URLS): BenchRow[] {
  const build = readBuild(distDir);
  const rows: BenchRow[] = [];
  const workers = workerScripts(build);
  for (const entry of entries) {
    const files = entryJsFiles(build, entry, 'en');
    const bytes = gzipBytes(build, files);
    rows.push({ view: 'bundle', metric: `initial JS, main thread, ${entry.name} (gzip)`, size: `${entry.url}, ${count(files.length, 'file', 'files')}`, value: kB(bytes), unit: 'kB', target: `≤ ${kB(MAIN_THREAD_BUDGET_BYTES)} kB`, ok: bytes <= MAIN_THREAD_BUDGET_BYTES });
  }
  for (const name of [...new Set(entries.flatMap((e) => e.workers))]) {
    const script = workers.get(name);
    if (!script) throw new Error(`the build in ${distDir} has no ${name} worker`);
    const files = workerFiles(build, script);
    const bytes = gzipBytes(build, files);
    const on = entries.filter((e) => e.workers.includes(name)).map((e) => e.name).join(', ');
    rows.push({ view: 'bundle', metric: `initial JS, ${name} worker (gzip)`, size: `${on}; ${count(files.length, 'file', 'files')}`, value: kB(bytes), unit: 'kB', target: `≤ ${kB(WORKER_BUDGET_BYTES)} kB`, ok: bytes <= WORKER_BUDGET_BYTES });
  }
  const initial = (language: string) => {
    const list = initialJsFiles(build, language);
    return { bytes: gzipBytes(build, list), files: list.length };
  };
  const english = initial('en');
  for (const language of ['de', 'ar'] as const) {
    const { bytes, files: n } = initial(language);
    rows.push({ view: 'bundle', metric: `initial JS, ${NAMES[language]} (gzip)`, size: count(n, 'file', 'files'), value: kB(bytes), unit: 'kB', target: 'reference', ok: true });
  }
  const catalogs = catalogBytesPerLanguage(build);
  const order = (language: string) => (LANGUAGES as readonly string[]).indexOf(language) >>> 0;
  for (const [language, { catalogs: n, bytes }] of [...catalogs].sort(([a], [b]) => order(a) - order(b))) {
    rows.push({ view: 'bundle', metric: 'per language, catalogs (gzip)', size: `${language}, ${count(n, 'catalog', 'catalogs')}`, value: kB(bytes), unit: 'kB', target: 'reference', ok: true });
  }
  for (const { label, file } of jsChunks(build)) {
    rows.push({ view: 'bundle', metric: 'chunk (gzip)', size: label, value: kB(gzipBytes(build, [file])), unit: 'kB', target: 'reference', ok: true });
  }
  const growth = english.bytes - baselineBytes;
  rows.push({
    view: 'bundle',
    metric: 'initial JS growth, English (now − 99036f9)',
    size: `baseline ${kB(baselineBytes).toLocaleString('en-US', { maximumFractionDigits: 2 })} kB`,
    value: kB(growth),
    unit: 'kB',
    target: `≤ ${kB(GROWTH_LIMIT_BYTES)} kB`,
    ok: growth <= GROWTH_LIMIT_BYTES,
  });
  return rows;
}

const bench: BuildBench = ({ distDir }) => bundleRows(distDir, BASELINE_INITIAL_JS_BYTES);

export default bench;
