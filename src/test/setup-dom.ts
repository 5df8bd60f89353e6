import '@testing-library/jest-dom/vitest';
import type { Window as HappyWindow } from 'happy-dom';

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

/**
 * A unit test's page has no server behind it: what happy-dom would fetch by itself (a
 * `<link rel="preload" as="fetch">` the deep-link tests put in the document) gets an empty 404 at
 * once rather than a refused connection printed on the console. The tests stub `fetch` for
 * what the app asks.
 */
export function noServer(): void {
  const page = window as unknown as HappyWindow;
  page.happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: () => Promise.resolve(new page.Response(null, { status: 404 })),
  };
}
