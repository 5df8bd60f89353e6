import { afterEach, beforeEach, vi } from 'vitest';
import { resetSession } from '@/api/client';
import { NAMESPACES } from '@/i18n/generated';
import { startI18n } from '@/i18n';

/**
 * Files that render (the default) run in happy-dom and get Testing Library's matchers and
 * clean-up, and start with empty storage; a file that touches no DOM says
 * `// @vitest-environment node` on its first line and gets no page (ADR 090).
 */
const page = typeof document !== 'undefined' ? await import('./setup-dom') : undefined;
page?.freshStorage();
page?.noServer();
const cleanup = page?.cleanup ?? (() => undefined);

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
