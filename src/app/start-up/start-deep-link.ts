import { capabilitiesOf } from '@/api/capabilities';
import { claimPreloadedResponses, fetchEarly, peekEarlyJson } from '@/api/early-responses';
import { absoluteApiBase } from '@/api/base';
import { firstIdsIn } from '@/api/large-list/compact-list';
import { askListWorkerEarly, startListWorkerEarly } from '@/api/large-list/list-worker';
import { personListRuleOf } from '@/api/large-list/person-list-rule';
import { fetchFirstPage } from '@/api/large-list/worker-fetch';
import { memoriesPageUrls, todaysMemoriesUrl } from '@/api/memory-requests';
import type { ServerVersion } from '@/api/schemas/server';
import { apiUrl } from '@/api/urls';
import { FIRST_THUMBNAILS, preloadThumbnails, sortOrderOf } from '@/features/person/preload-first-thumbnails';
import { TIME_ZONE_COOKIE } from '@/lib/local-date';

/** `/people/<segment>` (the person page and its viewer) → the person's id as the router decodes it. */
function personOf(pathname: string): string | undefined {
  const segment = /^\/people\/([^/]+)/.exec(pathname)?.[1];
  try {
    return segment ? decodeURIComponent(segment) : undefined;
  } catch {
    return undefined;
  }
}

/** `{ major, minor, patch }` from a version answer read without its schema, or `undefined`. */
export function versionOf(answer: unknown): ServerVersion | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { major, minor, patch } = answer as Record<string, unknown>;
  return [major, minor, patch].every(Number.isInteger) ? { major: major as number, minor: minor as number, patch: patch as number } : undefined;
}

/** A copy of today's memories as the first script asked for them (see {@link earlyTodaysMemories}). */
let todaysEarly: Promise<unknown> | undefined;

/**
 * On the memories page the server hinted (its version only: the lists' queries depend on the
 * version and on the reader's day, which only the browser knows), asks for the lists as soon as
 * the version has arrived (ADR 105), and keeps a copy of today's for the first cards (ADR 114).
 */
function startMemoriesPageEarly(): void {
  // (called again at start-up: a URL already asked for is not asked again, and once the app has
  // taken the version answer, it asks for the lists itself and the copy already kept stays)
  todaysEarly = peekEarlyJson(apiUrl('/server/version'))?.then((answer) => {
    const version = versionOf(answer);
    if (!version) return undefined;
    const capabilities = capabilitiesOf(version);
    const today = new Date();
    const absolute = (url: string) => new URL(url, location.href).href;
    fetchEarly(memoriesPageUrls(capabilities, today).map(absolute));
    const todays = todaysMemoriesUrl(capabilities.memoriesFor, today);
    // (read as soon as it is asked for: the app takes the answer itself later)
    return todays && peekEarlyJson(absolute(todays));
  }) ?? todaysEarly;
}

/**
 * Today's memories as the memories page's first script asked for them, read without their
 * schema: `undefined` where nothing was asked (another page, no hint, a server whose today's URL
 * carries the time), and a promise of `undefined` for an answer that fails or is not JSON.
 */
export function earlyTodaysMemories(): Promise<unknown> | undefined {
  return todaysEarly;
}

// Buys: a deep link's first answers and its list worker start with the HTML instead of after the
// data layer is evaluated (ADR 121). The server hints the page's first requests in the HTML when the
// browser sent a session cookie; this takes them over, so the query layer reads them and none goes
// unused, and, on a person's page the server hinted, starts the list worker, whose thread, script
// and validation code then load while the app is evaluated.

/**
 * Claims the hinted answers; starts the list worker of a hinted person page, and the lists of a
 * hinted memories page. Index.html's first
 * script calls it (src/app/first-frame/entry.ts), and start-up again in case that script ran late:
 * the second call finds every hint claimed and does nothing.
 */
export function startDeepLink(doc: Document = document, pathname: string = location.pathname, search: string = location.search): void {
  const claimed = claimPreloadedResponses(doc);
  if (/^\/memories\/?$/.test(pathname)) startMemoriesPageEarly();
  const personId = personOf(pathname);
  if (!personId) return;
  const hinted = claimed.find((url) => new URL(url).pathname.endsWith(`/people/${encodeURIComponent(personId)}`));
  if (!hinted) return;
  startListWorkerEarly(personId);
  askForListEarly(personId, hinted, search);
}

/**
 * Posts the list's request to the worker started ahead once the hinted version and person have
 * answered (ADR 121): the request the person's query would post (the rule from the version, the
 * order from the address), so the query takes the list over as it comes. Not when either answer
 * failed: a reader signed out, or a person unknown, is the query's to find out (one request).
 * The first rows' thumbnails are asked for as soon as the list's first assets are in.
 */
function askForListEarly(personId: string, personUrl: string, search: string): void {
  const version = peekEarlyJson(apiUrl('/server/version'));
  const person = peekEarlyJson(personUrl);
  if (!version || !person) return;
  const order = sortOrderOf(new URLSearchParams(search));
  void Promise.all([version, person]).then(([versionAnswer, personAnswer]) => {
    const known = versionOf(versionAnswer);
    if (!known || personAnswer === undefined) return;
    const rule = personListRuleOf(capabilitiesOf(known));
    const apiBase = absoluteApiBase();
    // A search's first page is asked for here, now: the worker's thread takes a while to start.
    // (A list in one piece, from the old endpoint, can be hundreds of MB: the worker asks for it.)
    const firstPage = rule.personAssetsEndpoint ? undefined : () => fetchFirstPage(apiBase, personId, rule, order);
    const request = { type: 'person-assets', personId, apiBase, order, rule } as const;
    askListWorkerEarly(request, (list, packed = 'newest') => preloadThumbnails(firstIdsIn(list, packed, order, FIRST_THUMBNAILS)), firstPage);
  });
}

/**
 * Tells the server the reader's time zone for the next page load (`TIME_ZONE_COOKIE`, ADR 115): a
 * cookie of this site only, kept a year, written when it is missing or the zone has changed.
 */
export function rememberTimeZone(doc: Document = document): void {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return;
  }
  if (!zone) return;
  const value = encodeURIComponent(zone);
  if (doc.cookie.split(/;\s*/).includes(`${TIME_ZONE_COOKIE}=${value}`)) return;
  doc.cookie = `${TIME_ZONE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
}
