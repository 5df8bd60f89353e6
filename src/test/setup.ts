import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A test that logs console.error fails. A test that expects an error log asserts on
 * `vi.mocked(console.error)` and then calls `vi.mocked(console.error).mockClear()`.
 */
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
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
