#!/usr/bin/env node
// `npm test`: every check CI runs, each counted; the last line is `N passed, N failed`.
// Steps: typecheck, lint, and the build then the unit + service tests (Vitest), side by side
// (each one's output is shown whole when it ends, one step after the other), then end-to-end
// (Playwright). Before the end-to-end step it finds a Chromium, or installs one (scripts/browser.mjs,
// ADR 116). ADR 118: why this order.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBrowser } from './browser.mjs';

const only = process.argv.slice(2); // optional: names of steps to run
let passed = 0;
let failed = 0;
const lines = [];

/**
 * The project's own copy of a tool, run directly rather than through `npx`: the same binary
 * whatever the npm on PATH, and it works inside an `npx -p node@V -c …` shell, where a nested
 * `npx` refuses to run.
 */
function bin(tool) {
  return join('node_modules', '.bin', process.platform === 'win32' ? `${tool}.cmd` : tool);
}

/**
 * Runs one step. `quiet` steps run beside others: their output is collected and printed in one
 * piece when they end, so the log reads one step at a time. A `background` job runs at low
 * priority and shows its output only when it fails.
 */
function run(name, tool, args, { env = {}, quiet = false, background = false } = {}) {
  const t0 = Date.now();
  const header = `\n━━ ${name}: ${tool} ${args.join(' ')}`;
  quiet ||= background;
  if (!quiet) console.log(header);
  const child = spawn(bin(tool), args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // piped, tools would drop their colours; they keep them when the log goes to a terminal
    env: { ...process.env, ...(quiet && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    shell: process.platform === 'win32',
  });
  if (background && child.pid) {
    try {
      setPriority(child.pid, 10);
    } catch {
      // not allowed here: it shares the processor evenly instead
    }
  }
  const output = [];
  child.stdout?.on('data', (d) => output.push(d));
  child.stderr?.on('data', (d) => output.push(d));
  return new Promise((resolve) => {
    const done = (status) => {
      if (quiet && !(background && status === 0)) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ ok: status === 0, secs: ((Date.now() - t0) / 1000).toFixed(1) });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${String(error)}\n`));
      done(1);
    });
    child.on('close', done);
  });
}

/** Runs a step unless steps were picked by name and this is not one; records its counts. */
async function step(name, cmd, args, { count, env, quiet } = {}) {
  if (only.length && !only.includes(name)) return;
  const { ok, secs } = await run(name, cmd, args, { env, quiet });
  let p = ok ? 1 : 0;
  let f = ok ? 0 : 1;
  if (count) {
    const c = count();
    if (c) {
      p = c.passed;
      // a runner that crashed before reporting still counts as one failure
      f = c.failed + (ok || c.failed > 0 ? 0 : 1);
    }
  }
  record(name, p, f, `${secs}s`);
}

function record(name, p, f, note) {
  passed += p;
  failed += f;
  lines.push(`${name.padEnd(10)} ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed  ${note}`);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

mkdirSync('test-results', { recursive: true });
rmSync('test-results/unit.json', { force: true });
rmSync('test-results/e2e.json', { force: true });

const t0 = Date.now();
// The end-to-end tests' demo library (hundreds of photos and videos to render: most of their
// start-up) is generated from the start, at low priority, while the other steps run; their demo
// servers then open it ready (playwright.config.ts takes KEEPSAKE_E2E_DATA_DIR).
let library;
if (!only.length || only.includes('e2e')) {
  process.env.KEEPSAKE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'keepsake-e2e-'));
  library = run('e2e library', 'tsx', ['server/cli/seed.ts', '--dir', process.env.KEEPSAKE_E2E_DATA_DIR], { background: true });
}
if (!only.length || only.some((name) => ['typecheck', 'lint', 'build', 'unit'].includes(name))) console.log('\n━━ typecheck, lint, and build then unit, side by side…');
// tsc and ESLint each keep to about one core; the build is short but takes every core, so the
// unit tests (which do not read it) start once it has ended, and take what the other two leave of
// the machine (ADR 118).
// Playwright uses every core, so it runs alone.
const unitTests = () =>
  step('unit', 'vitest', ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'], {
    quiet: true,
    count: () => {
      const j = readJson('test-results/unit.json');
      return j && { passed: j.numPassedTests, failed: j.numFailedTests + (j.numFailedTestSuites ?? 0) };
    },
  });
await Promise.all([
  step('typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json'], { quiet: true }),
  step('lint', 'eslint', ['--max-warnings=0', '.'], { quiet: true }),
  step('build', 'vite', ['build'], { quiet: true }).then(unitTests),
]);
if (!only.length || only.includes('e2e')) {
  console.log('\n━━ e2e: browser');
  const browser = ensureBrowser({ headless: true });
  // a library that failed to generate is generated again by the first demo server
  await library;
  if (browser) {
    await step('e2e', 'playwright', ['test'], {
      count: () => {
        const j = readJson('test-results/e2e.json');
        if (!j) return null;
        const s = j.stats ?? {};
        return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
      },
      env: { CHROMIUM_PATH: browser.path },
    });
  } else {
    // ensureBrowser printed what to run; the tests cannot start without a browser
    record('e2e', 0, 1, 'no browser (see "Browser:" above)');
  }
}

console.log('\n━━ summary');
// in the order of the steps, whichever of the side-by-side ones ended first
const ORDER = ['typecheck', 'lint', 'build', 'unit', 'e2e'];
const position = (line) => ORDER.indexOf(line.slice(0, 10).trim());
for (const l of lines.sort((a, b) => position(a) - position(b))) console.log(l);
console.log(`total      ${((Date.now() - t0) / 1000).toFixed(1)}s`);
if (!existsSync('dist/index.html') && (!only.length || only.includes('build'))) console.log('(no build output)');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
