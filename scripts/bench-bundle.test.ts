import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BASELINE_INITIAL_JS_BYTES, bundleRows } from '../bench/bundle.bench';
import { catalogBytesPerLanguage, entryJsFiles, gzipBytes, initialJsFiles, jsChunks, readBuild, startUpScripts, workerFiles, workerScripts, type EntryUrl } from '../bench/bundle';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Text of `n` bytes that gzip does not shrink much (so that sizes differ between files). */
function noise(seed: number, n: number): string {
  let x = seed;
  let s = '';
  while (s.length < n) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    s += String.fromCharCode(33 + (x % 90));
  }
  return s;
}

const FILES: Record<string, string> = {
  'assets/index-a1.js': `import './runtime-b2.js';${noise(1, 400)}`,
  'assets/runtime-b2.js': noise(2, 300),
  'assets/app-c3.js': `import './shared-d4.js';${noise(3, 500)}`,
  'assets/shared-d4.js': `import './deep-e5.js';${noise(4, 200)}`,
  'assets/deep-e5.js': noise(5, 100),
  'assets/route-f6.js': noise(6, 5000),
  'assets/app-en7.js': `import './plurals-p1.js';${noise(7, 60)}`,
  'assets/app-de8.js': `import './plurals-p1.js';${noise(8, 80)}`,
  'assets/app-ar10.js': `import './plurals-p1.js';${noise(12, 90)}`,
  'assets/memory-en9.js': noise(9, 3000),
  'assets/plurals-p1.js': noise(10, 40),
  'assets/list.worker-w1abcdef.js': `import("./list-part-q2abcdef.js");${noise(11, 4000)}`,
  'assets/list-part-q2abcdef.js': `import{a}from"./list.worker-w1abcdef.js";${noise(13, 700)}`,
  'assets/person-en11.js': noise(14, 90),
};

const MANIFEST = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_runtime-b2.js'],
    dynamicImports: ['src/app/app.tsx', 'src/i18n/catalogs/en/app.json?messages', 'src/i18n/catalogs/de/app.json?messages', 'src/i18n/catalogs/ar/app.json?messages', 'src/i18n/catalogs/en/memory.json?messages'],
  },
  '_runtime-b2.js': { file: 'assets/runtime-b2.js', name: 'runtime' },
  'src/app/app.tsx': { file: 'assets/app-c3.js', src: 'src/app/app.tsx', isDynamicEntry: true, imports: ['_shared-d4.js', 'index.html'], dynamicImports: ['src/app/routes/route.tsx'] },
  '_shared-d4.js': { file: 'assets/shared-d4.js', name: 'shared', imports: ['_deep-e5.js', '_runtime-b2.js'] },
  '_deep-e5.js': { file: 'assets/deep-e5.js', name: 'deep', assets: ['assets/list.worker-w1abcdef.js'] },
  'src/app/routes/route.tsx': { file: 'assets/route-f6.js', src: 'src/app/routes/route.tsx', isDynamicEntry: true, imports: ['_shared-d4.js'] },
  'src/i18n/catalogs/en/app.json?messages': { file: 'assets/app-en7.js', src: 'src/i18n/catalogs/en/app.json?messages', isDynamicEntry: true, imports: ['_plurals-p1.js'] },
  'src/i18n/catalogs/de/app.json?messages': { file: 'assets/app-de8.js', src: 'src/i18n/catalogs/de/app.json?messages', isDynamicEntry: true, imports: ['_plurals-p1.js'] },
  'src/i18n/catalogs/ar/app.json?messages': { file: 'assets/app-ar10.js', src: 'src/i18n/catalogs/ar/app.json?messages', isDynamicEntry: true, imports: ['_plurals-p1.js'] },
  'src/i18n/catalogs/en/memory.json?messages': { file: 'assets/memory-en9.js', src: 'src/i18n/catalogs/en/memory.json?messages', isDynamicEntry: true },
  'src/i18n/catalogs/en/person.json?messages': { file: 'assets/person-en11.js', src: 'src/i18n/catalogs/en/person.json?messages', isDynamicEntry: true, imports: ['_plurals-p1.js'] },
  '_plurals-p1.js': { file: 'assets/plurals-p1.js', name: 'plurals' },
};

/** index.html as the build writes it: the entry, its preloads (the app chunk preloaded) and CSS. */
const HTML = `<!doctype html>
<html lang="en"><head>
  <script type="module" crossorigin src="/assets/index-a1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/runtime-b2.js">
  <link rel="stylesheet" crossorigin href="/assets/app.css">
  <link crossorigin href='/assets/app-c3.js' rel='modulepreload'>
  <link rel="modulepreload" crossorigin href="/assets/index-a1.js">
</head><body><script>window.x = 1</script></body></html>`;

function fakeDist(manifest: object | null = MANIFEST, html = HTML): string {
  const dir = mkdtempSync(join(tmpdir(), 'keepsake-bundle-test-'));
  dirs.push(dir);
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write('index.html', html);
  for (const [file, text] of Object.entries(FILES)) write(file, text);
  if (manifest) write('.vite/manifest.json', JSON.stringify(manifest));
  return dir;
}

/** The fake build's entry URLs: the home page, and a view whose route starts the list worker. */
const ENTRIES: EntryUrl[] = [
  { name: 'home', url: '/', workers: [] },
  { name: 'view', url: '/view/:id', route: 'src/app/routes/route.tsx', namespaces: ['person'], workers: ['list'] },
];

const gz = (...files: string[]) => files.reduce((sum, f) => sum + gzipSync(FILES[f]!, { level: 9 }).length, 0);

describe('startUpScripts', () => {
  it('lists module scripts and modulepreloads (any attribute order or quotes), once each, not CSS or classic scripts', () => {
    expect(startUpScripts(HTML)).toEqual(['assets/index-a1.js', 'assets/runtime-b2.js', 'assets/app-c3.js']);
  });
});

describe('initialJsFiles', () => {
  it('is the entry, its preloads, their static imports and the language’s app catalog with its imports', () => {
    const build = readBuild(fakeDist());
    expect(initialJsFiles(build, 'en')).toEqual(
      ['assets/app-c3.js', 'assets/app-en7.js', 'assets/deep-e5.js', 'assets/index-a1.js', 'assets/plurals-p1.js', 'assets/runtime-b2.js', 'assets/shared-d4.js'].sort(),
    );
  });

  it('takes the reader’s own catalog, never another language’s, a lazy route or a route’s namespace', () => {
    const files = initialJsFiles(readBuild(fakeDist()), 'de');
    expect(files).toContain('assets/app-de8.js');
    for (const lazy of ['assets/app-en7.js', 'assets/app-ar10.js', 'assets/route-f6.js', 'assets/memory-en9.js', 'assets/list.worker-w1abcdef.js']) expect(files).not.toContain(lazy);
  });

  it('measures a build from before the catalogs without one', () => {
    expect(initialJsFiles(readBuild(fakeDist()))).toEqual(['assets/app-c3.js', 'assets/deep-e5.js', 'assets/index-a1.js', 'assets/runtime-b2.js', 'assets/shared-d4.js']);
  });

  it('fails loudly rather than miscount: no manifest, a script the manifest lacks, a language without catalog', () => {
    expect(() => readBuild(fakeDist(null))).toThrow(/no \.vite\/manifest\.json/);
    const stray = readBuild(fakeDist(MANIFEST, HTML.replace('/assets/runtime-b2.js', '/assets/elsewhere.js')));
    expect(() => initialJsFiles(stray, 'en')).toThrow(/loads assets\/elsewhere\.js/);
    expect(() => initialJsFiles(readBuild(fakeDist()), 'fr')).toThrow(/no app catalog for fr/);
  });
});

describe('sizes', () => {
  it('sums each file gzipped on its own at level 9', () => {
    const build = readBuild(fakeDist());
    expect(gzipBytes(build, ['assets/runtime-b2.js', 'assets/deep-e5.js'])).toBe(gz('assets/runtime-b2.js', 'assets/deep-e5.js'));
  });

  it('sums each language’s catalog chunks (not the plural helpers they share)', () => {
    const perLanguage = catalogBytesPerLanguage(readBuild(fakeDist()));
    expect([...perLanguage.keys()].sort()).toEqual(['ar', 'de', 'en']);
    expect(perLanguage.get('en')).toEqual({ catalogs: 3, bytes: gz('assets/app-en7.js', 'assets/memory-en9.js', 'assets/person-en11.js') });
    expect(perLanguage.get('de')).toEqual({ catalogs: 1, bytes: gz('assets/app-de8.js') });
  });
});

describe('the bundle bench', () => {
  it('reports the English home page’s initial JS and its growth over the baseline against the 5 kB limit', () => {
    const rows = bundleRows(fakeDist(), BASELINE_INITIAL_JS_BYTES, ENTRIES);
    const english = gz('assets/app-c3.js', 'assets/app-en7.js', 'assets/deep-e5.js', 'assets/index-a1.js', 'assets/plurals-p1.js', 'assets/runtime-b2.js', 'assets/shared-d4.js');
    expect(rows.find((r) => r.metric === 'initial JS, main thread, home (gzip)')).toMatchObject({ value: english / 1000, unit: 'kB', size: '/, 7 files' });
    const growth = rows.find((r) => r.metric.startsWith('initial JS growth, English'));
    // The fake build is far smaller than the baseline: a large negative growth, within the limit.
    expect(growth).toMatchObject({ value: (english - BASELINE_INITIAL_JS_BYTES) / 1000, target: '≤ 5 kB', ok: true });
    expect(rows.filter((r) => r.metric === 'per language, catalogs (gzip)').map((r) => r.size)).toEqual(['en, 3 catalogs', 'de, 1 catalog', 'ar, 1 catalog']);
  });

  it('fails the growth row past 5,000 bytes over the baseline, not at it', () => {
    const dist = fakeDist();
    const english = gz('assets/app-c3.js', 'assets/app-en7.js', 'assets/deep-e5.js', 'assets/index-a1.js', 'assets/plurals-p1.js', 'assets/runtime-b2.js', 'assets/shared-d4.js');
    const growthRow = (baseline: number) => bundleRows(dist, baseline, ENTRIES).find((r) => r.metric.startsWith('initial JS growth, English'));
    expect(growthRow(english - 5000)).toMatchObject({ value: 5, ok: true });
    expect(growthRow(english - 5001)).toMatchObject({ value: 5.001, ok: false });
  });
});

describe('entry URLs, workers and chunks', () => {
  const HOME = ['assets/app-c3.js', 'assets/app-en7.js', 'assets/deep-e5.js', 'assets/index-a1.js', 'assets/plurals-p1.js', 'assets/runtime-b2.js', 'assets/shared-d4.js'];

  it('adds the route’s lazy chunk with its static imports and the route’s catalog to the start-up files', () => {
    const build = readBuild(fakeDist());
    expect(entryJsFiles(build, ENTRIES[0]!, 'en')).toEqual(HOME.sort());
    expect(entryJsFiles(build, ENTRIES[1]!, 'en')).toEqual([...HOME, 'assets/route-f6.js', 'assets/person-en11.js'].sort());
    expect(() => entryJsFiles(build, { ...ENTRIES[1]!, namespaces: ['album'] }, 'en')).toThrow(/no album catalog for en/);
  });

  it('finds a worker by name with the chunks it imports, lazily or not, once each', () => {
    const build = readBuild(fakeDist());
    expect([...workerScripts(build)]).toEqual([['list', 'assets/list.worker-w1abcdef.js']]);
    expect(workerFiles(build, 'assets/list.worker-w1abcdef.js')).toEqual(['assets/list-part-q2abcdef.js', 'assets/list.worker-w1abcdef.js']);
  });

  it('lists every JS chunk but the catalogs, workers’ chunks by file name without the hash', () => {
    const labels = jsChunks(readBuild(fakeDist())).map((c) => c.label);
    expect(labels).toEqual(['deep', 'index.html', 'list-part.js', 'list.worker.js', 'plurals', 'runtime', 'shared', 'src/app/app.tsx', 'src/app/routes/route.tsx'].sort((a, b) => a.localeCompare(b)));
  });

  it('holds each entry URL to 140 kB on the main thread and each worker to 30 kB, gzip', () => {
    const rows = bundleRows(fakeDist(), BASELINE_INITIAL_JS_BYTES, ENTRIES);
    const view = rows.find((r) => r.metric === 'initial JS, main thread, view (gzip)');
    expect(view).toMatchObject({ value: gz(...HOME, 'assets/route-f6.js', 'assets/person-en11.js') / 1000, target: '≤ 140 kB', ok: true, size: '/view/:id, 9 files' });
    expect(rows.find((r) => r.metric === 'initial JS, list worker (gzip)')).toMatchObject({ value: gz('assets/list.worker-w1abcdef.js', 'assets/list-part-q2abcdef.js') / 1000, target: '≤ 30 kB', ok: true });
    expect(rows.filter((r) => r.metric === 'chunk (gzip)')).toHaveLength(9);
    expect(() => bundleRows(fakeDist(), BASELINE_INITIAL_JS_BYTES, [{ name: 'x', url: '/x', workers: ['gone'] }])).toThrow(/no gone worker/);
  });
});
