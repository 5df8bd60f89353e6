import '@testing-library/jest-dom/vitest';

export { cleanup } from '@testing-library/react';

/**
 * Node 25 and later have a Web Storage API of their own whose globals shadow the page's (its
 * `localStorage` is undefined unless Node runs with `--localstorage-file`). Tests get a page's
 * storage (happy-dom's `Storage`, empty for each file), as code in a browser does, on every Node.
 */
for (const name of ['localStorage', 'sessionStorage'] as const) {
  Object.defineProperty(globalThis, name, { configurable: true, enumerable: true, writable: true, value: new Storage() });
}
