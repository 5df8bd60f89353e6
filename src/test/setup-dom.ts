import '@testing-library/jest-dom/vitest';

export { cleanup } from '@testing-library/react';

/**
 * Gives the file a page's storage, empty (happy-dom's `Storage`), as a new tab has. Node 25 and
 * later have a Web Storage API of their own whose globals shadow the page's (its `localStorage` is
 * undefined unless Node runs with `--localstorage-file`).
 */
export function freshStorage(): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(globalThis, name, { configurable: true, enumerable: true, writable: true, value: new Storage() });
  }
}
