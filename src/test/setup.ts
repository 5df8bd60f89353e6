import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The files of a project share a worker, its page and the libraries it loaded (vitest.config.ts,
 * ADR 118), so each file starts as a fresh tab would: the app's own modules loaded afresh (their
 * state, such as the session or the messages, is the file's own), and, where there is a page, a
 * blank document and empty storage with Testing Library's matchers and clean-up. A file that
 * touches no DOM says `// @vitest-environment node` on its first line and gets no page.
 */
vi.resetModules();
const page = typeof document !== 'undefined' ? await import('./setup-dom') : undefined;
page?.blankPage();
const cleanup = page?.cleanup ?? (() => undefined);
const { resetSession } = await import('@/api/client');
const { NAMESPACES } = await import('@/i18n/generated');
const { startI18n } = await import('@/i18n');

/** Tests read the app in English, the source language, with every namespace loaded. */
await startI18n(...NAMESPACES);

/**
 * A test that logs console.error fails. A test that expects an error log asserts on
 * `vi.mocked(console.error)` and then calls `vi.mocked(console.error).mockClear()`. Every test
 * starts as a fresh tab: the query layer knows nothing of the session yet.
 */
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetSession();
});

afterEach(() => {
  cleanup();
  const calls = vi.mocked(console.error).mock.calls;
  if (calls.length > 0) {
    const text = calls.map((args) => args.map(String).join(' ')).join('\n');
    vi.mocked(console.error).mockClear();
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
