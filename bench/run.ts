/**
 * `npm run bench`: builds the app if needed, starts the demo service on port 4320 with a temp
 * data folder, opens Chromium, runs every `bench/*.bench.ts` and prints one table of all rows.
 *
 * A bench that exports `demoApi = 'v3'` runs against the demo service answering as Immich v3.2
 * (`KEEPSAKE_DEMO_API=v3`): the service is started again in that mode, on the same data folder,
 * once the others are done.
 *
 * The service serves a copy of the build, beside which a bench may put bare pages of its own
 * (`floorPage`): the floors its figures are compared with. The build itself is never changed.
 *
 * A bench that exports `buildOnly = true` measures the build's files alone (bench/bundle.bench.ts):
 * it runs first, without the service or Chromium; when BENCH_ONLY selects only such benches,
 * neither is started (nor a data folder seeded).
 *
 * Environment (all optional): KEEPSAKE_DIST_DIR (a built app to use as is), KEEPSAKE_BENCH_DATA_DIR
 * (reuse a seeded data folder; seeding takes a few minutes), BENCH_PORT (default 4320),
 * BENCH_ONLY (comma-separated bench names, e.g. "person" or "person-v3"), BENCH_SIZES (the
 * person lists' sizes, e.g. "1000").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { DEMO_PASSWORD, USERS } from '../server/seed/catalog';
import { ensureBrowser, launchOptions, type Browser as BrowserChoice } from '../scripts/browser.mjs';
import type { Bench, BenchContext, BenchRow, BuildBench } from './types';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4320);
const baseURL = `http://127.0.0.1:${port}`;

function log(line: string): void {
  process.stderr.write(`[bench] ${line}\n`);
}

async function ensureBuilt(): Promise<string> {
  const given = process.env.KEEPSAKE_DIST_DIR;
  if (given && existsSync(join(given, 'index.html'))) return resolve(given);
  if (existsSync(join(root, 'dist', 'index.html'))) return join(root, 'dist');
  const out = join(tmpdir(), 'keepsake-bench-dist');
  log(`no build found: building the app into ${out}`);
  const { build } = await import('vite');
  await build({ root, build: { outDir: out, emptyOutDir: true }, logLevel: 'warn' });
  return out;
}

async function waitForServer(child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo service exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/server/ping`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the demo service did not answer on ${baseURL} within ${timeoutMs / 1000} s`);
}

/** The demo service's answers: the spec's (Immich v1.106) or Immich v3.2's. */
type DemoApi = 'v1' | 'v3';

function startServer(distDir: string, dataDir: string, demoApi: DemoApi): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', KEEPSAKE_DATA_DIR: dataDir, KEEPSAKE_DIST_DIR: distDir, KEEPSAKE_NO_BUILD: '1', KEEPSAKE_DEMO_API: demoApi },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => log(`service: ${d.toString().trim()}`));
  child.stderr?.on('data', (d: Buffer) => log(`service: ${d.toString().trim()}`));
  return child;
}

/** Pause between creating a signed-in page and handing it to a bench (see newSignedInPage). */
const contextSettleMs = 1000;

/**
 * The same Chromium and flags as the end-to-end tests (scripts/browser.mjs), installed if missing;
 * found before the service starts, so that a machine without one learns it at once.
 */
function findChromium(): BrowserChoice {
  const found = ensureBrowser();
  if (!found) throw new Error('no Chromium to measure in (see the "Browser:" line above)');
  return found;
}

const number = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The load average when the bench started: wall-clock figures on a shared machine stretch with it. */
const loadAtStart = loadavg();
const load = (l: number[]) => `${l.map((n) => n.toFixed(2)).join(', ')} (1, 5, 15 min) on ${availableParallelism()} cores`;

function printTable(rows: BenchRow[]): void {
  console.log(`load average at the start: ${load(loadAtStart)}`);
  console.log('value: the median of the runs; spread: their smallest and largest (none for sizes: a build is deterministic)\n');
  const header = ['view', 'metric', 'size', 'value', 'spread', 'target', 'ok'];
  const cells = rows.map((r) => [
    r.view,
    r.metric,
    r.size ?? '',
    `${number(r.value)} ${r.unit}`,
    r.spread ? `${number(r.spread[0])}–${number(r.spread[1])}` : '',
    r.target,
    r.ok ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => (i === 3 || i === 4 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
  const failed = rows.filter((r) => !r.ok).length;
  console.log(`\n${rows.length} measurements, ${rows.length - failed} within target, ${failed} outside.`);
  console.log(`load average at the end: ${load(loadavg())}`);
}

/** Stops the service and waits until it has exited (its port is free for the next one). */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

interface ServedBenchModule {
  default: Bench;
  /** the demo service's answers this bench needs (default: the spec's) */
  demoApi?: DemoApi;
  buildOnly?: false;
}

interface BuildBenchModule {
  default: BuildBench;
  buildOnly: true;
}

type BenchModule = ServedBenchModule | BuildBenchModule;

/** The row that stands for a bench that threw. */
function failedRow(file: string, error: unknown): BenchRow {
  log(`${file} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return { view: file.replace(/\.bench\.ts$/, ''), metric: 'bench run', value: 0, unit: '', target: 'completes', ok: false };
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
  const files = readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => !only?.length || only.includes(f.replace(/\.bench\.ts$/, '')))
    .sort();
  const buildBenches: { file: string; mod: BuildBenchModule }[] = [];
  const served: { file: string; mod: ServedBenchModule }[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as BenchModule;
    if (mod.buildOnly === true) buildBenches.push({ file, mod });
    else served.push({ file, mod });
  }
  const chromiumFound = served.length > 0 ? findChromium() : undefined;
  const builtDir = await ensureBuilt();
  const rows: BenchRow[] = [];
  for (const { file, mod } of buildBenches) {
    log(`running ${file} on ${builtDir}`);
    try {
      rows.push(...mod.default({ distDir: builtDir }));
    } catch (error) {
      rows.push(failedRow(file, error));
    }
  }
  if (chromiumFound) rows.push(...(await runServed(served, builtDir, chromiumFound)));
  printTable(rows);
}

/** Runs the benches that measure the app in Chromium, against the demo service serving a copy of `builtDir`. */
async function runServed(modules: { file: string; mod: ServedBenchModule }[], builtDir: string, chromiumFound: BrowserChoice): Promise<BenchRow[]> {
  // The service serves a copy, so that the floor pages never land in a build that ships.
  const distDir = mkdtempSync(join(tmpdir(), 'keepsake-bench-app-'));
  cpSync(builtDir, distDir, { recursive: true });
  const ownData = !process.env.KEEPSAKE_BENCH_DATA_DIR;
  const dataDir = process.env.KEEPSAKE_BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'keepsake-bench-data-'));
  log(`app: ${builtDir}; data: ${dataDir}; service: ${baseURL}`);
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  const rows: BenchRow[] = [];
  try {
    browser = await chromium.launch(launchOptions(chromiumFound));
    const b = browser;
    const user = { email: USERS[0]!.email, password: DEMO_PASSWORD };
    const ctx: BenchContext = {
      baseURL,
      browser: b,
      async newSignedInPage(viewport = { width: 1440, height: 900 }) {
        const context = await b.newContext({ baseURL, viewport });
        const page = await context.newPage();
        const res = await page.request.post('/api/auth/login', { data: user });
        if (res.status() >= 300) throw new Error(`sign-in as ${user.email} failed: ${res.status()}`);
        // Let the browser finish setting up the new context (its renderer, network and storage)
        // before the page is measured: a user's browser did that long before they opened a page.
        // Navigating at once would land that work on the cold load being measured.
        await page.waitForTimeout(contextSettleMs);
        return page;
      },
      floorPage(name, html) {
        if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`a floor page's name is lowercase words: ${name}`);
        writeFileSync(join(distDir, `bench-floor-${name}.html`), html);
        return `/bench-floor-${name}.html`;
      },
    };
    // The spec's answers first (the first start seeds the data folder), then Immich v3.2's.
    for (const demoApi of ['v1', 'v3'] as const) {
      const group = modules.filter(({ mod }) => (mod.demoApi ?? 'v1') === demoApi);
      if (group.length === 0) continue;
      if (server) await stopServer(server);
      log(`demo service answering as ${demoApi === 'v3' ? 'Immich v3.2' : 'the spec (Immich v1.106)'}`);
      server = startServer(distDir, dataDir, demoApi);
      await waitForServer(server, 600_000);
      for (const { file, mod } of group) {
        log(`running ${file}`);
        try {
          rows.push(...(await mod.default(ctx)));
        } catch (error) {
          rows.push(failedRow(file, error));
        }
      }
    }
  } finally {
    await browser?.close();
    if (server) await stopServer(server);
    if (ownData) rmSync(dataDir, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
  }
  return rows;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
