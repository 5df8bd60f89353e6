#!/usr/bin/env node
// `npm test`: every check CI runs, in order, each counted; the last line is `N passed, N failed`.
// Steps: typecheck, lint, unit + service tests (Vitest), build, end-to-end (Playwright). Before the
// end-to-end step it finds a Chromium, or installs one (scripts/browser.mjs, ADR 063).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

function run(name, tool, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n━━ ${name}: ${tool} ${args.join(' ')}`);
  const r = spawnSync(bin(tool), args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: process.platform === 'win32' });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  return { ok: r.status === 0, secs };
}

function step(name, cmd, args, count, env = {}) {
  if (only.length && !only.includes(name)) return;
  const { ok, secs } = run(name, cmd, args, env);
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

step('typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']);
step('lint', 'eslint', ['--max-warnings=0', '.']);
step('unit', 'vitest', ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'], () => {
  const j = readJson('test-results/unit.json');
  return j && { passed: j.numPassedTests, failed: j.numFailedTests + (j.numFailedTestSuites ?? 0) };
});
step('build', 'vite', ['build']);
if (!only.length || only.includes('e2e')) {
  console.log('\n━━ e2e: browser');
  const browser = ensureBrowser();
  if (browser) {
    step(
      'e2e',
      'playwright',
      ['test'],
      () => {
        const j = readJson('test-results/e2e.json');
        if (!j) return null;
        const s = j.stats ?? {};
        return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
      },
      { CHROMIUM_PATH: browser.path },
    );
  } else {
    // ensureBrowser printed what to run; the tests cannot start without a browser
    record('e2e', 0, 1, 'no browser (see "Browser:" above)');
  }
}

console.log('\n━━ summary');
for (const l of lines) console.log(l);
if (!existsSync('dist/index.html') && (!only.length || only.includes('build'))) console.log('(no build output)');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
