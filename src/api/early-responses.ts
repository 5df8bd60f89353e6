/**
 * The answers a deep link's HTML asked for before the app's code had loaded (ADR 125): the server
 * puts `<link rel="preload" as="fetch" crossorigin>` hints for the page's first requests in the
 * HTML, and the browser fetches them while the scripts download. `claimPreloadedResponses` takes
 * each one over at start-up with a `fetch` the browser matches to the preload (same URL, `cors`
 * mode, `same-origin` credentials), so none is left unused; `apiRequest` then reads the first
 * request for that URL from it instead of asking again.
 */

/** Claimed answers by absolute URL, each read at most once. */
const early = new Map<string, Promise<Response>>();

/** How long a claimed answer waits for its request; after that it is let go and the request asks afresh. */
export const EARLY_RESPONSE_TTL_MS = 10_000;

/** Lets an answer go: its body, if any, is not read. */
function release(response: Promise<Response>): void {
  void response.then((r) => r.body?.cancel()).catch(() => undefined);
}

/** How long a claim waits for its preload to finish before it asks anyway (the preload, if in flight, still answers it). */
export const PRELOAD_WAIT_MS = 1_000;

/**
 * Settles once the browser's preload of `link` has finished (or failed), so that the claim's fetch
 * comes after it and is answered from it: a fetch issued before the browser had issued the preload
 * (a first script that ran from the cache as soon as the parser met it) went to the network as a
 * second request. `undefined` (ask now) when it has finished already, or where the browser does
 * not preload.
 */
function preloaded(link: HTMLLinkElement): Promise<void> | undefined {
  const done = typeof performance !== 'undefined' && performance.getEntriesByName(link.href, 'resource').length > 0;
  if (done || !link.relList.supports?.('preload')) return undefined;
  return new Promise((resolve) => {
    const timer = setTimeout(settle, PRELOAD_WAIT_MS);
    function settle() {
      clearTimeout(timer);
      link.removeEventListener('load', settle);
      link.removeEventListener('error', settle);
      resolve();
    }
    link.addEventListener('load', settle);
    link.addEventListener('error', settle);
  });
}

/**
 * Takes over the document's fetch preloads (once each). Call it first thing at start-up. Returns
 * the URLs this call claimed (none when an earlier call did).
 */
export function claimPreloadedResponses(doc: Document = document): string[] {
  const claimed: HTMLLinkElement[] = [];
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    // each hint once: start-up claims again what index.html's first script has claimed
    if (!link.href || early.has(link.href) || link.dataset.claimed !== undefined) continue;
    link.dataset.claimed = '';
    claimed.push(link);
  }
  ask(claimed.map((link) => ({ url: link.href, after: preloaded(link) })));
  return claimed.map((link) => link.href);
}

/**
 * Asks for `urls` (absolute; GET, with the session's cookie) now, for the requests that will ask for
 * them later to read (`takeEarlyResponse`): a URL already asked for is left alone, and an answer
 * nobody takes within {@link EARLY_RESPONSE_TTL_MS} is let go.
 */
export function fetchEarly(urls: readonly string[]): void {
  ask(urls.map((url) => ({ url })));
}

/** {@link fetchEarly}'s work: each URL asked for once it may be (`after`), kept for its request for a while. */
function ask(requests: readonly { url: string; after?: Promise<void> }[]): void {
  const asked = requests.filter(({ url }) => !early.has(url));
  for (const { url, after } of asked) {
    // (the browser matches it to the URL's preload, if the HTML has one: same URL, mode and credentials)
    const request = () => fetch(url, { credentials: 'same-origin' });
    const response = after ? after.then(request) : request();
    response.catch(() => undefined); // (a failure is the request's own, read by apiRequest)
    early.set(url, response);
  }
  if (asked.length === 0) return;
  setTimeout(() => {
    for (const { url } of asked) {
      const response = early.get(url);
      if (!response) continue;
      early.delete(url);
      release(response);
    }
  }, EARLY_RESPONSE_TTL_MS);
}

/** The claimed answer for a GET of `url` (relative to the page or absolute), once; else `undefined`. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (early.size === 0 || typeof location === 'undefined') return undefined;
  const absolute = new URL(url, location.href).href;
  const response = early.get(absolute);
  early.delete(absolute);
  return response;
}

/**
 * A copy of the claimed answer for `url` as JSON, leaving the answer itself to its request; `undefined`
 * when nothing was claimed for it, and a promise of `undefined` when it fails, is not 2xx or not JSON.
 * Call it before the app can take the answer (the copy is made when the answer arrives).
 */
export function peekEarlyJson(url: string): Promise<unknown> | undefined {
  const response = early.get(new URL(url, location.href).href);
  return response?.then((r) => (r.ok ? r.clone().json() : undefined)).catch(() => undefined);
}

/** Lets every claimed answer go (the session changed: they were fetched with the one before). */
export function forgetEarlyResponses(): void {
  for (const response of early.values()) release(response);
  early.clear();
}
