/**
 * The answers a deep link's HTML asked for before the app's code had loaded (ADR 121): the server
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

/**
 * Takes over the document's fetch preloads (once each). Call it first thing at start-up. Returns
 * the URLs this call claimed (none when an earlier call did).
 */
export function claimPreloadedResponses(doc: Document = document): string[] {
  const claimed: string[] = [];
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const url = link.href;
    // each hint once: start-up claims again what index.html's first script has claimed
    if (!url || early.has(url) || link.dataset.claimed !== undefined) continue;
    link.dataset.claimed = '';
    claimed.push(url);
  }
  fetchEarly(claimed);
  return claimed;
}

/**
 * Asks for `urls` (absolute; GET, with the session's cookie) now, for the requests that will ask for
 * them later to read (`takeEarlyResponse`): a URL already asked for is left alone, and an answer
 * nobody takes within {@link EARLY_RESPONSE_TTL_MS} is let go.
 */
export function fetchEarly(urls: readonly string[]): void {
  const asked = urls.filter((url) => !early.has(url));
  for (const url of asked) {
    // (the browser matches it to the URL's preload, if the HTML has one: same URL, mode and credentials)
    const response = fetch(url, { credentials: 'same-origin' });
    response.catch(() => undefined); // (a failure is the request's own, read by apiRequest)
    early.set(url, response);
  }
  if (asked.length === 0) return;
  setTimeout(() => {
    for (const url of asked) {
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
