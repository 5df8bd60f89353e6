import { capabilitiesOf } from '@/api/capabilities';
import { claimPreloadedResponses, fetchEarly, peekEarlyJson } from '@/api/early-responses';
import { memoriesPageUrls, todaysMemoriesUrl } from '@/api/memory-requests';
import type { ServerVersion } from '@/api/schemas/server';
import { apiUrl } from '@/api/urls';
import { TIME_ZONE_COOKIE } from '@/lib/local-date';

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

// Buys: a deep link's first answers start with the HTML instead of after the data layer is
// evaluated (ADR 125). The server hints the page's first requests in the HTML when the browser sent
// a session cookie; this takes them over, so the query layer reads them and none goes unused. (A
// person page's list worker is started by that route's own first script: start-person-list-early.ts.)

/**
 * Claims the hinted answers, and asks for the lists of a hinted memories page. Index.html's first
 * script calls it (src/app/first-frame/entry.ts), the routes' first scripts too (whichever runs
 * first claims), and start-up again in case they ran late: a second call finds every hint claimed
 * and does nothing.
 */
export function startDeepLink(doc: Document = document, pathname: string = location.pathname): void {
  claimPreloadedResponses(doc);
  if (/^\/memories\/?$/.test(pathname)) startMemoriesPageEarly();
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
