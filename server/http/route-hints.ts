/**
 * What a deep link's HTML asks the browser to fetch while the app's scripts download (ADR 094):
 * the first GET requests the page at that address makes (`src/app/page-data.ts`), as
 * `<link rel="preload" as="fetch" crossorigin>` hints. A hint names a URL and carries no data: the
 * browser fetches it with the reader's own cookie, and the app adopts the answer
 * (`src/api/early-responses.ts`) instead of asking again.
 */

/** The cookie a signed-in browser sends (the demo service's and Immich's alike). */
const SESSION_COOKIE = /(?:^|;\s*)immich_access_token=[^;\s]/;

/** The server's version: every page reads it first (its capabilities, ADR 066); it answers signed out too. */
const VERSION = '/server/version';

/**
 * The client routes whose first requests are hinted, and those requests (paths under the API base,
 * `id` as the app encodes it). The app asks for the same ones: the person's photo list is asked
 * by the list worker, which a document's preload cannot serve, so it is not hinted.
 */
const ROUTES: readonly { pattern: RegExp; requests: (id: string) => string[] }[] = [
  { pattern: /^\/memories\/([^/]+)\/?$/, requests: (id) => [VERSION, `/memories/${id}`] },
  { pattern: /^\/people\/([^/]+)(?:\/.*)?$/, requests: (id) => [VERSION, `/people/${id}`] },
  { pattern: /^\/albums\/([^/]+)(?:\/.*)?$/, requests: (id) => [VERSION, `/albums/${id}`] },
];

/** The id as the app puts it in a request: decoded from the address, then `encodeURIComponent`. */
function requestId(segment: string): string | undefined {
  try {
    const id = decodeURIComponent(segment);
    return id ? encodeURIComponent(id) : undefined;
  } catch {
    return undefined; // a malformed address: the app shows its not-found page
  }
}

/**
 * The URLs to hint for a request of client route `pathname` (as in the address, percent-encoded)
 * carrying `cookieHeader`: none for another route, nor for a browser without a session (its
 * requests would only be 401s; the app sends it to sign in).
 */
export function routeHints(pathname: string, cookieHeader: string | undefined, apiBase = '/api'): string[] {
  if (!cookieHeader || !SESSION_COOKIE.test(cookieHeader)) return [];
  for (const route of ROUTES) {
    const segment = route.pattern.exec(pathname)?.[1];
    if (segment === undefined) continue;
    const id = requestId(segment);
    return id ? route.requests(id).map((path) => `${apiBase}${path}`) : [];
  }
  return [];
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `html` with a preload hint per URL before the app's scripts: just after its `<meta charset>`
 * (which stays first), else at the start of its `<head>`.
 */
export function withHints(html: string, urls: readonly string[]): string {
  if (urls.length === 0) return html;
  const links = urls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${attribute(url)}">`).join('');
  const anchor = /<meta\s+charset[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!anchor) return links + html;
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + links + html.slice(at);
}
