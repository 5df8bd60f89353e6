// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import local from './scripts/lint/no-import-cycle.mjs';

const features = ['memory', 'person', 'activity', 'frame', 'then-and-now'];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'coverage', 'test-results', 'test-results-*', 'playwright-report', '.data', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    plugins: { 'import-x': importX, local },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // No module reaches itself through its imports, type-only and dynamic ones included (ADR 069).
      'local/no-import-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // src never imports server; the server may import src/api/schemas (contract tests),
            // src/lib/duration (one reader of Immich's durations), the memories page's requests per
            // server version (its HTML's hints, ADR 115: capabilities, memory-requests and what they
            // import), Then and Now's first slide rules (ADR 117), a memory's first photo rule (ADR 119),
            // the memories page's first cards rule (ADR 127) and the id of the app's listed files
            // (ADR 120) only.
            { target: './src', from: './server', message: 'src must not import the demo service.' },
            {
              target: './server',
              from: './src',
              except: ['./api/schemas', './lib/duration.ts', './api/capabilities.ts', './api/memory-requests.ts', './api/urls.ts', './api/base.ts', './lib/local-date.ts', './api/large-list/worker-fetch.ts', './app/first-frame/first-slide-choice.ts', './app/first-frame/first-photo-choice.ts', './app/first-frame/first-cards-choice.ts', './app/start-up/preload-app-chunks.ts'],
              message: 'server may only import src/api/schemas, src/lib/duration, the memories page requests (ADR 115), the first slide rules (ADR 117), the first photo rule (ADR 119), the first cards rule (ADR 127) and the listed app files (ADR 120).',
            },
            // one-way arrows: app -> features -> {api, components, lib}; components -> lib
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
              message: 'A feature never imports another feature: compose them in a route (src/app).',
            })),
            { target: './src/features', from: './src/app', message: 'Features must not import the app layer.' },
            { target: './src/api', from: ['./src/app', './src/features', './src/components', './src/i18n'], message: 'The query layer stands alone.' },
            { target: './src/i18n', from: ['./src/app', './src/features', './src/components', './src/api'], message: 'Messages and locales stand below everything that shows text.' },
            { target: './src/components', from: ['./src/app', './src/features'], message: 'Shared components never import features or the app.' },
            { target: './src/lib', from: ['./src/app', './src/features', './src/components', './src/api', './src/i18n'], message: 'lib is pure helpers only: callers pass the locale.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // zod's classic API cannot be tree-shaken: one import of it ships all of it (ADR 096).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Use 'zod/mini' (docs/decisions/096-what-each-first-screen-loads.md)." }] }],
    },
  },
  ...pluginQuery.configs['flat/recommended-strict'],
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
