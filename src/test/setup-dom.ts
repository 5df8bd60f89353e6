import '@testing-library/jest-dom/vitest';
import type { Window as HappyWindow } from 'happy-dom';

export { cleanup } from '@testing-library/react';

/**
 * Makes the page a new tab's: an empty document at the test address, empty storage, and no
 * server behind it. Files share one page in a worker; what one left in `<head>` (preload links),
 * on `<html>` (lang, dir) or in storage is not the next one's.
 */
export function blankPage(): void {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  document.title = '';
  window.history.replaceState(null, '', '/');
  freshStorage();
  noServer();
  noPreloads();
}

/**
 * Gives the file a page's storage, empty (happy-dom's `Storage`), as a new tab has. Node 25 and
 * later have a Web Storage API of their own whose globals shadow the page's (its `localStorage` is
 * undefined unless Node runs with `--localstorage-file`).
 */
function freshStorage(): void {
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
function noServer(): void {
  const page = window as unknown as HappyWindow;
  page.happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: () => Promise.resolve(new page.Response(null, { status: 404 })),
  };
}

/**
 * A unit test's page is a browser that does not preload: happy-dom asks for a preload link's URL
 * itself (answered by {@link noServer}) but fires neither its `load` nor its `error`, so a claim
 * waiting for one would wait its whole time. The claim then asks at once, and the tests count
 * its requests as they are made; `early-responses.test.ts` puts the preloads back.
 */
function noPreloads(): void {
  const tokenList = Object.getPrototypeOf(document.createElement('link').relList) as DOMTokenList;
  const supports = Object.getOwnPropertyDescriptor(tokenList, 'supports')?.value as (this: DOMTokenList, token: string) => boolean;
  tokenList.supports = function (token: string) {
    return token === 'preload' ? false : supports.call(this, token);
  };
}
