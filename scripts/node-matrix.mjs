#!/usr/bin/env node
// `node scripts/node-matrix.mjs [24 26 …]`: the project on other Node versions, as a newcomer with
// that Node gets it. For each major version (arguments, else NODE_VERSIONS, else "24 26"), in a
// clean copy of the committed tree (`git archive HEAD`) in a temp folder, under that Node (from the
// npm registry: `npx -y -p node@V`): `npm ci`, the unit and service tests (Vitest), the build, and
// `npm start` until the API answers /api/server/ping and / serves the app. The copies are installed
// side by side, then checked one version at a time. Each step counts; the Vitest step counts its
// tests. The last line is `N passed, N failed` (ADR 116).
//
// Environment (optional): NODE_VERSIONS ("24 26"), NODE_MATRIX_PORT (first port for `npm start`,
// default 4390; one port per version), NODE_MATRIX_KEEP=1 keeps the temp folders.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const fromArgs = process.argv.slice(2).flatMap((a) => a.split(/[\s,]+/)).filter(Boolean);
const versions = fromArgs.length ? fromArgs : (process.env.NODE_VERSIONS ?? '24 26').split(/[\s,]+/).filter(Boolean);
const firstPort = Number(process.env.NODE_MATRIX_PORT ?? 4390);
const logDir = join(tmpdir(), 'keepsake-node-matrix');
mkdirSync(logDir, { recursive: true });

const minutes = 60_000;
let passed = 0;
let failed = 0;

function secsSince(t0) {
  return `${((Date.now() - t0) / 1000).toFixed(1)}s`;
}

/** The last lines of a log, indented, for a step that failed. */
function tail(file, n = 40) {
  try {
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-n);
    for (const l of lines) console.log(`  | ${l}`);
  } catch {
    // no log
  }
}

/** Stops a process group started with `detached: true`. */
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Runs `command` in a shell under Node `v`, output to `log`; resolves to the exit status. */
function underNode(v, command, { cwd, log, env = {}, timeout }) {
  const fd = openSync(log, 'w');
  const child = spawn('npx', ['-y', '-p', `node@${v}`, '-c', command], {
    cwd,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, ...env },
    detached: true, // its own process group, so that a timeout stops npm and what it started
  });
  closeSync(fd);
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), timeout);
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}

/** A clean copy of the committed tree; a copy of the working tree without build output when not in git. */
function cleanCopy(dir) {
  const git = spawnSync('sh', ['-c', `git -C "$0" archive --format=tar HEAD | tar -x -C "$1"`, root, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  if (git.status === 0) {
    const head = spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
    return `the committed tree (${head})`;
  }
  const skip = new Set(['node_modules', '.git', '.data', 'dist', 'test-results', 'playwright-report', 'coverage']);
  cpSync(root, dir, {
    recursive: true,
    filter: (src) => {
      const top = relative(root, src).split(/[\\/]/)[0];
      return !(top && (skip.has(top) || top.startsWith('dist-') || top.startsWith('test-results-')));
    },
  });
  return 'the working tree (not a git checkout)';
}

async function get(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return { status: res.status, text: await res.text() };
  } catch {
    return null;
  }
}

/** `npm start` under Node `v` until the API and the app answer; true when both did. */
async function smoke(v, dir, port, log) {
  const fd = openSync(log, 'w');
  const child = spawn('npx', ['-y', '-p', `node@${v}`, '-c', 'node --version && npm start'], {
    cwd: dir,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', KEEPSAKE_DATA_DIR: join(dir, '.data') },
    detached: true, // its own process group, so that npm, tsx and the service stop together
  });
  closeSync(fd);
  let exited = false;
  child.on('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 8 * minutes; // the first start generates the demo library
  let ok = false;
  try {
    while (Date.now() < deadline && !exited) {
      const ping = await get(`${base}/api/server/ping`);
      if (ping?.status === 200) {
        const page = await get(`${base}/`);
        ok = /"res":\s*"pong"/.test(ping.text) && page?.status === 200 && /<div id="root"/.test(page.text);
        if (!ok) console.log(`  / answered ${page?.status ?? 'nothing'} without the app's page`);
        break;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    if (!exited) {
      const gone = new Promise((r) => child.once('exit', r));
      killGroup(child, 'SIGTERM');
      const late = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
      await gone;
      clearTimeout(late);
    }
  }
  return ok;
}

/** Per version: its temp folder and its rows for the summary. */
function runner(v) {
  const dir = mkdtempSync(join(tmpdir(), `keepsake-node${v}-`));
  const rows = [];
  const log = (step) => join(logDir, `node${v}-${step}.log`);
  return {
    v,
    dir,
    rows,
    log,
    count(name, p, f, note) {
      passed += p;
      failed += f;
      rows.push(`${`node ${v} ${name}`.padEnd(18)} ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed  ${note}`);
    },
    async step(name, command, timeout) {
      const t0 = Date.now();
      console.log(`━━ node ${v}: ${name}: ${command}`);
      const status = await underNode(v, command, { cwd: dir, log: log(name), timeout });
      if (status !== 0) {
        console.log(`━━ node ${v}: ${name} failed (exit ${status}); the end of ${log(name)}:`);
        tail(log(name));
      }
      return { ok: status === 0, secs: secsSince(t0) };
    },
  };
}

/** A clean copy, its Node, and `npm ci`; true when the checks can run. */
async function prepare(r) {
  const what = cleanCopy(r.dir);
  const t0 = Date.now();
  const status = await underNode(r.v, 'node --version', { cwd: r.dir, log: r.log('node'), timeout: 10 * minutes });
  const out = readFileSync(r.log('node'), 'utf8').trim().split('\n');
  const got = out.at(-1) ?? '';
  if (status !== 0 || !got.startsWith(`v${r.v}.`)) {
    const why = out.find((l) => /^npm error (?!code )/.test(l)) ?? (got || 'no answer');
    console.log(`━━ node ${r.v}: could not get Node ${r.v} from the npm registry (npx -y -p node@${r.v}): ${why}`);
    r.count('', 0, 1, 'no such Node');
    return false;
  }
  console.log(`━━ node ${r.v}: Node ${got} (${secsSince(t0)}), in ${r.dir}: ${what}; logs in ${logDir}`);
  // --prefer-offline: the packages the first `npm ci` fetched are in npm's cache already
  const ci = await r.step('npm ci', 'npm ci --prefer-offline --no-audit --no-fund', 15 * minutes);
  r.count('npm ci', ci.ok ? 1 : 0, ci.ok ? 0 : 1, ci.secs);
  if (!ci.ok) r.count('rest', 0, 1, 'not run: npm ci failed');
  return ci.ok;
}

/** The unit tests, the build and a first start. */
async function check(r, port) {
  mkdirSync(join(r.dir, 'test-results'), { recursive: true });
  const unit = await r.step('unit', './node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json', 20 * minutes);
  let j = null;
  try {
    j = JSON.parse(readFileSync(join(r.dir, 'test-results', 'unit.json'), 'utf8'));
  } catch {
    // the runner crashed before reporting
  }
  if (j) r.count('unit', j.numPassedTests, j.numFailedTests + (j.numFailedTestSuites ?? 0) + (unit.ok || j.numFailedTests > 0 ? 0 : 1), unit.secs);
  else r.count('unit', 0, 1, `${unit.secs} (no report)`);

  const build = await r.step('build', './node_modules/.bin/vite build', 10 * minutes);
  r.count('build', build.ok ? 1 : 0, build.ok ? 0 : 1, build.secs);

  const t0 = Date.now();
  console.log(`━━ node ${r.v}: npm start on port ${port}, until /api/server/ping and / answer`);
  const started = await smoke(r.v, r.dir, port, r.log('start'));
  if (!started) {
    console.log(`━━ node ${r.v}: npm start did not answer; the end of ${r.log('start')}:`);
    tail(r.log('start'));
  }
  r.count('npm start', started ? 1 : 0, started ? 0 : 1, secsSince(t0));
}

const t0 = Date.now();
const runners = versions.map(runner);
try {
  // Copies and installs side by side (mostly waiting on disk and network), then the checks one
  // version at a time (they keep the cores busy).
  const ready = await Promise.all(runners.map(prepare));
  for (const [i, r] of runners.entries()) if (ready[i]) await check(r, firstPort + i);
} finally {
  if (process.env.NODE_MATRIX_KEEP !== '1') for (const r of runners) rmSync(r.dir, { recursive: true, force: true });
}
console.log(`\n━━ node matrix summary (${versions.join(', ')}; ${secsSince(t0)})`);
for (const r of runners) for (const row of r.rows) console.log(row);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
