import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { messageCatalogs } from './scripts/i18n/catalog-plugin.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [react(), messageCatalogs()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          // a page per file from happy-dom (far cheaper to build than jsdom's); a file that touches
          // no DOM starts with `// @vitest-environment node` and gets none (ADR 090)
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
