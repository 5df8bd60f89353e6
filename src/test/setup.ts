import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetSession } from '@/api/client';
import { NAMESPACES } from '@/i18n/generated';
import { startI18n } from '@/i18n';

/**
 * Node 25 and later have a Web Storage API of their own whose globals shadow jsdom's (its
 * `localStorage` is undefined unless Node runs with `--localstorage-file`). Tests get the page's
 * storage, as code in a browser does, on every Node.
 */
const page = (globalThis as unknown as { jsdom: { window: Pick<typeof globalThis, 'localStorage' | 'sessionStorage' | 'Storage'> } }).jsdom.window;
for (const name of ['localStorage', 'sessionStorage', 'Storage'] as const) {
  Object.defineProperty(globalThis, name, { configurable: true, enumerable: true, writable: true, value: page[name] });
}

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
