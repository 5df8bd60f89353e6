import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageCatalogs } from './scripts/i18n/catalog-plugin.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * The app's test files that replace a module (`vi.mock`): the replacement holds for every file
 * that shares the module graph, so these run isolated, each in a worker of its own (ADR 118).
 */
const mocking = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock)\(/.test(readFileSync(join('src', file), 'utf8')))
  .map((file) => join('src', file).replaceAll('\\', '/'));

/** The app's tests: a page per worker from happy-dom, set up afresh per file by src/test/setup.ts. */
const app = {
  include: ['src/**/*.test.{ts,tsx}'],
  // a page from happy-dom (far cheaper to build than jsdom's); a file that touches no DOM starts
  // with `// @vitest-environment node` and gets none (ADR 118)
  environment: 'happy-dom',
  setupFiles: ['./src/test/setup.ts'],
  restoreMocks: true,
};

export default defineConfig({
  plugins: [react(), messageCatalogs()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        // Files share their worker's page and libraries; each starts with the app's modules
        // loaded afresh and a blank page (src/test/setup.ts). Building a page and loading React,
        // Testing Library and the rest for every file was most of the unit step (ADR 118).
        // One worker: Vitest hands it every file at once, and the page and libraries it loaded
        // serve them all; a second worker would load them all again.
        test: { ...app, name: 'app', exclude: mocking, pool: 'threads', isolate: false, maxWorkers: 1 },
      },
      { extends: true, test: { ...app, name: 'app-isolated', include: mocking, maxWorkers: 1 } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // A service test spends much of its time waiting on a server, a child process or the
          // disk, so two run at once even on two cores. Projects with another number of workers
          // run in a group of their own, after the app's.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
