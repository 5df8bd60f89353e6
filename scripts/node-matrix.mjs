#!/usr/bin/env node
// `node scripts/node-matrix.mjs [24 26 …]`: the project on other Node versions, as a newcomer with
// that Node gets it. For each major version (arguments, else NODE_VERSIONS, else "24 26"), in a
// clean copy of the committed tree (`git archive HEAD`) in a temp folder, under that Node (from the
// npm registry: `npx -y -p node@V`): `npm ci`, the unit and service tests (Vitest), the build, and
// `npm start` until the API answers /api/server/ping and / serves the app. Each step counts; the
// Vitest step counts its tests. The last line is `N passed, N failed` (ADR 063).
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
const rows = [];

function count(name, p, f, note) {
  passed += p;
  failed += f;
  rows.push(`${name.padEnd(18)} ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed  ${note}`);
}

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

/** Runs `command` in a shell under Node `v`, output to `log`; resolves to the exit status. */
function underNode(v, command, { cwd, log, env = {}, timeout }) {
  const fd = openSync(log, 'w');
  try {
    const r = spawnSync('npx', ['-y', '-p', `node@${v}`, '-c', command], {
      cwd,
      stdio: ['ignore', fd, fd],
      env: { ...process.env, ...env },
      timeout,
    });
    return r.status ?? 1;
  } finally {
    closeSync(fd);
  }
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
        ok = JSON.parse(ping.text).res === 'pong' && page?.status === 200 && /<div id="root"/.test(page.text);
        if (!ok) console.log(`  / answered ${page?.status ?? 'nothing'} without the app's page`);
        break;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const gone = new Promise((r) => child.once('exit', r));
      const late = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await gone;
      clearTimeout(late);
    }
  }
  return ok;
}

async function forVersion(v, port) {
  const dir = mkdtempSync(join(tmpdir(), `keepsake-node${v}-`));
  const log = (step) => join(logDir, `node${v}-${step}.log`);
  const step = (name, command, timeout) => {
    const t0 = Date.now();
    console.log(`━━ node ${v}: ${name}: ${command}`);
    const status = underNode(v, command, { cwd: dir, log: log(name), timeout });
    if (status !== 0) tail(log(name));
    return { ok: status === 0, secs: secsSince(t0) };
  };
  try {
    const what = cleanCopy(dir);
    const t0 = Date.now();
    const version = spawnSync('npx', ['-y', '-p', `node@${v}`, '-c', 'node --version'], { cwd: dir, encoding: 'utf8', timeout: 10 * minutes });
    const got = (version.stdout ?? '').trim().split('\n').pop() ?? '';
    if (version.status !== 0 || !got.startsWith(`v${v}.`)) {
      console.log(`━━ node ${v}: could not get Node ${v} from the npm registry (npx -y -p node@${v}): ${got || version.stderr?.trim().split('\n').pop() || 'no answer'}`);
      count(`node ${v}`, 0, 1, 'no such Node');
      return;
    }
    console.log(`\n━━ node ${v}: Node ${got} (${secsSince(t0)}), in ${dir}: ${what}; logs in ${logDir}`);

    // --prefer-offline: the packages the first `npm ci` fetched are in npm's cache already
    const ci = step('npm ci', 'npm ci --prefer-offline --no-audit --no-fund', 15 * minutes);
    count(`node ${v} npm ci`, ci.ok ? 1 : 0, ci.ok ? 0 : 1, ci.secs);
    if (!ci.ok) {
      count(`node ${v} rest`, 0, 1, 'not run: npm ci failed');
      return;
    }

    mkdirSync(join(dir, 'test-results'), { recursive: true });
    const unit = step('unit', './node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json', 20 * minutes);
    let j = null;
    try {
      j = JSON.parse(readFileSync(join(dir, 'test-results', 'unit.json'), 'utf8'));
    } catch {
      // the runner crashed before reporting
    }
    if (j) count(`node ${v} unit`, j.numPassedTests, j.numFailedTests + (j.numFailedTestSuites ?? 0) + (unit.ok || j.numFailedTests > 0 ? 0 : 1), unit.secs);
    else count(`node ${v} unit`, 0, 1, `${unit.secs} (no report)`);

    const build = step('build', './node_modules/.bin/vite build', 10 * minutes);
    count(`node ${v} build`, build.ok ? 1 : 0, build.ok ? 0 : 1, build.secs);

    const t1 = Date.now();
    console.log(`━━ node ${v}: npm start on port ${port}, until /api/server/ping and / answer`);
    const started = await smoke(v, dir, port, log('start'));
    if (!started) tail(log('start'));
    count(`node ${v} npm start`, started ? 1 : 0, started ? 0 : 1, secsSince(t1));
  } finally {
    if (process.env.NODE_MATRIX_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
  }
}

const t0 = Date.now();
for (const [i, v] of versions.entries()) await forVersion(v, firstPort + i);
console.log(`\n━━ node matrix summary (${versions.join(', ')}; ${secsSince(t0)})`);
for (const r of rows) console.log(r);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
