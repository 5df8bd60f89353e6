import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findBrowser, launchOptions as browserLaunchOptions, NO_BROWSER_ADVICE } from './scripts/browser.mjs';

/**
 * Playwright runs the real built app (`dist/`, built by `npm test` first) against the real demo
 * service seeded into a fresh temp folder, in the Chromium scripts/browser.mjs finds for tests (ADR 116).
 * Each worker has demo servers of its own, over its own copy of the library (ADR 118).
 */
const port = Number(process.env.E2E_PORT ?? 4310);
// the demo service in Immich v3.2 shapes, for the `demo-v3` project
const v3Port = Number(process.env.E2E_V3_PORT ?? port + 10);
// Set once in the main process; workers inherit them.
process.env.KEEPSAKE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'keepsake-e2e-'));
const dataDir = process.env.KEEPSAKE_E2E_DATA_DIR;
// How many workers run the journeys, each with a server per API generation on the ports after
// `port` and `v3Port` (worker 0 on `port`, worker 1 on `port + 1`, …; e2e/fixtures.ts picks them).
process.env.E2E_WORKERS ??= '2';
const workers = Number(process.env.E2E_WORKERS);
if (!Number.isInteger(workers) || workers < 1 || workers > 10) throw new Error(`E2E_WORKERS must be a number from 1 to 10, got "${process.env.E2E_WORKERS}"`);

// The browser scripts/browser.mjs finds (`npm test` installs one first and passes its choice as
// CHROMIUM_PATH); every project launches it with these options.
const browser = findBrowser({ headless: true });
if (!browser) throw new Error(`No Chromium found: ${NO_BROWSER_ADVICE} (\`npm test\` installs one itself).`);
const launchOptions = browserLaunchOptions(browser);

/**
 * `npm start` without a build, on `onPort`, over a copy of the seeded library of its own
 * (e2e/demo-server.ts), so that what one worker's journeys write never meets another's.
 */
function demoServer(onPort: number, env: Record<string, string> = {}) {
  return {
    // the project's tsx under the Node running Playwright (no `npx`: it refuses to run nested in `npx -c`)
    command: `"${process.execPath}" ${join('node_modules', 'tsx', 'dist', 'cli.mjs')} e2e/demo-server.ts`,
    url: `http://127.0.0.1:${onPort}/api/server/ping`,
    timeout: 240_000,
    reuseExistingServer: false,
    // its "ready at …" banner is not test output; what it prints on stderr (errors) is shown
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(onPort),
      HOST: '127.0.0.1',
      KEEPSAKE_E2E_DATA_DIR: dataDir,
      KEEPSAKE_DATA_DIR: join(dataDir, 'servers', String(onPort)),
      KEEPSAKE_NO_BUILD: '1',
      KEEPSAKE_DIST_DIR: process.env.KEEPSAKE_DIST_DIR ?? 'dist',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace costs the journeys' time in every test, passing or not: it is recorded when asked
    // for (`E2E_TRACE=1`; `.ci/run` asks), as DOM snapshots and network without the screencast,
    // and kept for a failed test. Without it a failure still leaves its screenshot and page
    // snapshot in test-results/ (ADR 118).
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions,
    // A page the service worker controls is out of `page.route`'s reach; e2e/installable.spec.ts
    // allows it and tests it (ADR 091).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', grepInvert: /@v3-api/, use: { ...devices['Desktop Chrome'], locale: 'en-US', launchOptions } },
    // The same library in Immich v3.2 shapes (ADR 065): the journeys tagged for both generations.
    { name: 'demo-v3', grep: /@both-apis|@v3-api/, use: { ...devices['Desktop Chrome'], locale: 'en-US', launchOptions, baseURL: `http://127.0.0.1:${v3Port}` } },
  ],
  // Started one after the other: the first generates the library when it is missing.
  webServer: Array.from({ length: workers }, (_, i) => [demoServer(port + i), demoServer(v3Port + i, { KEEPSAKE_DEMO_API: 'v3' })]).flat(),
});
