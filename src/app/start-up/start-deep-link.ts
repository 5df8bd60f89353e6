import { claimPreloadedResponses } from '@/api/early-responses';
import { startListWorkerEarly } from '@/api/large-list/list-worker';

/** `/people/<segment>` (the person page and its viewer) → the person's id as the router decodes it. */
function personOf(pathname: string): string | undefined {
  const segment = /^\/people\/([^/]+)/.exec(pathname)?.[1];
  try {
    return segment ? decodeURIComponent(segment) : undefined;
  } catch {
    return undefined;
  }
}

// Buys: a deep link's first answers and its list worker start with the HTML instead of after the
// data layer is evaluated (ADR 099). The server hints the page's first requests in the HTML when the
// browser sent a session cookie; this takes them over, so the query layer reads them and none goes
// unused, and, on a person's page the server hinted, starts the list worker, whose thread, script
// and validation code then load while the app is evaluated.

/**
 * Claims the hinted answers; starts the list worker of a hinted person page. Index.html's first
 * script calls it (src/app/first-frame/entry.ts), and start-up again in case that script ran late:
 * the second call finds every hint claimed and does nothing.
 */
export function startDeepLink(doc: Document = document, pathname: string = location.pathname): void {
  const claimed = claimPreloadedResponses(doc);
  const personId = personOf(pathname);
  if (!personId) return;
  const hinted = claimed.some((url) => new URL(url).pathname.endsWith(`/people/${encodeURIComponent(personId)}`));
  if (hinted) startListWorkerEarly(personId);
}
