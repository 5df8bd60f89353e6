import { LANGUAGES } from '../src/i18n/locales';
import { catalogBytesPerLanguage, gzipBytes, initialJsFiles, readBuild } from './bundle';
import type { BenchRow, BuildBench } from './types';

/**
 * The JS a reader downloads before the home page's first screen (bench/bundle.ts), gzipped at
 * zlib level 9: English against the build from before the message layer, German and Arabic and
 * each language's catalogs for reference. Measured on the build the bench runs, no browser needed.
 */
export const buildOnly = true;

/** Initial JS (gzip bytes) of 99036f9, the last commit before the message layer: `npx tsx bench/initial-js.ts <its dist>`. */
export const BASELINE_INITIAL_JS_BYTES = 187_959;

/** How much the English initial JS may grow over the baseline. */
const GROWTH_LIMIT_BYTES = 5_000;

const kB = (bytes: number) => bytes / 1000;
const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

const NAMES: Partial<Record<string, string>> = { en: 'English', de: 'German', ar: 'Arabic' };

/** The bundle rows of the build in `distDir`, its growth measured against `baselineBytes`. */
export function bundleRows(distDir: string, baselineBytes: number): BenchRow[] {
  const build = readBuild(distDir);
  const initial = (language: string) => {
    const list = initialJsFiles(build, language);
    return { bytes: gzipBytes(build, list), files: list.length };
  };
  const english = initial('en');
  const growth = english.bytes - baselineBytes;
  const rows: BenchRow[] = [
    { view: 'bundle', metric: 'initial JS, English (gzip)', size: count(english.files, 'file', 'files'), value: kB(english.bytes), unit: 'kB', target: 'reference', ok: true },
    ...(['de', 'ar'] as const).map((language): BenchRow => {
      const { bytes, files: n } = initial(language);
      return { view: 'bundle', metric: `initial JS, ${NAMES[language]} (gzip)`, size: count(n, 'file', 'files'), value: kB(bytes), unit: 'kB', target: 'reference', ok: true };
    }),
  ];
  const catalogs = catalogBytesPerLanguage(build);
  const order = (language: string) => (LANGUAGES as readonly string[]).indexOf(language) >>> 0;
  for (const [language, { catalogs: n, bytes }] of [...catalogs].sort(([a], [b]) => order(a) - order(b))) {
    rows.push({ view: 'bundle', metric: 'per language, catalogs (gzip)', size: `${language}, ${count(n, 'catalog', 'catalogs')}`, value: kB(bytes), unit: 'kB', target: 'reference', ok: true });
  }
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
