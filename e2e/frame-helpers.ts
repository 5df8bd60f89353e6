import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { demoUser, expect } from './fixtures';

/** The frame's photo on screen, and the one loading behind it. */
export const frontPhoto = (page: Page) => page.locator('img[data-slot="front"]');
/** How many times the photo has changed since the frame started. */
export const changes = async (page: Page) => Number(await page.locator('main').getAttribute('data-changes'));
/** The frame's quiet status line (a live region, always there). */
export const statusLine = (page: Page) => page.locator('main > p[role="status"]');

/** `YYYY-MM-DD` of the page's own clock (a faked one too). */
export const pageDay = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

/** How many photos (not videos) the demo user's memories of `day` (`YYYY-MM-DD`) hold, read from the service. */
export async function photosOfDay(page: Page, day: string): Promise<number> {
  const res = await page.request.get('/api/memories');
  expect(res.ok()).toBe(true);
  const list = (await res.json()) as { memoryAt: string; showAt?: string; assets: { type: string }[] }[];
  // v3 answers each memory's day as `showAt`; v1 has only its `memoryAt` (the same month and day).
  const ofDay = list.filter((m) => (m.showAt ? m.showAt.slice(0, 10) === day : m.memoryAt.slice(5, 10) === day.slice(5)));
  return ofDay.flatMap((m) => m.assets).filter((a) => a.type === 'IMAGE').length;
}

/** A demo server a test may stop and start again: a real outage, which the shared per-worker servers cannot have. */
export interface OwnServer {
  origin: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function untilAnswering(origin: string): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    try {
      if ((await fetch(`${origin}/api/server/ping`)).ok) return;
    } catch {
      // not up yet
    }
  }
  throw new Error(`the demo server at ${origin} did not start`);
}

/**
 * Starts a demo server of the test's own (over its own copy of the seeded library, as the shared
 * ones, e2e/demo-server.ts) on the ports after the shared ones' (E2E_PORT + 20 + worker, + 30 for
 * v3), answering as the test's project does. `start()` after `stop()` serves the same copy again.
 */
export async function ownDemoServer(testInfo: TestInfo): Promise<OwnServer> {
  const isV3 = testInfo.project.name === 'demo-v3';
  const port = Number(process.env.E2E_PORT ?? 4310) + (isV3 ? 30 : 20) + testInfo.parallelIndex;
  const origin = `http://127.0.0.1:${port}`;
  const seeded = process.env.KEEPSAKE_E2E_DATA_DIR!;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    KEEPSAKE_DATA_DIR: join(seeded, 'servers', `own-${port}`),
    KEEPSAKE_NO_BUILD: '1',
    KEEPSAKE_DIST_DIR: process.env.KEEPSAKE_DIST_DIR ?? 'dist',
    KEEPSAKE_DEMO_API: isV3 ? 'v3' : 'v1',
  };
  let child: ChildProcess | undefined;
  const launch = async (script: string) => {
    child = spawn(process.execPath, [join('node_modules', 'tsx', 'dist', 'cli.mjs'), script], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    await untilAnswering(origin);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await launch('e2e/demo-server.ts');
  return { origin, stop, start: () => launch('server/start.ts') };
}

/** Signs the page's context in on `origin` (a server of the test's own). */
export async function signInOn(page: Page, origin: string): Promise<void> {
  const res = await page.request.post(`${origin}/api/auth/login`, { data: demoUser });
  expect(res.status(), 'sign-in').toBeLessThan(300);
}
