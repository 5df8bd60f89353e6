import { absoluteApiBase } from '@/api/base';
import { capabilitiesOf } from '@/api/capabilities';
import { peekEarlyJson } from '@/api/early-responses';
import { firstIdsIn } from '@/api/large-list/compact-list';
import { askListWorkerEarly, startListWorkerEarly } from '@/api/large-list/list-worker';
import { personListRuleOf } from '@/api/large-list/person-list-rule';
import { fetchFirstPage } from '@/api/large-list/worker-fetch';
import { apiUrl } from '@/api/urls';
import { FIRST_THUMBNAILS, preloadThumbnails, sortOrderOf } from '@/features/person/preload-first-thumbnails';
import { versionOf } from './start-deep-link';

// Buys: a person page's list worker starts with the HTML instead of after the data layer is
// evaluated (ADR 125): its thread, script and validation code load while the app is evaluated, and
// its list is asked for as soon as the hinted answers are in. Run by the first scripts of the
// routes that read a person's list (first-rows-entry.ts, first-slide-entry.ts), which the server
// names on those routes only: the other pages never download this code.

/** `/people/<segment>` (the person page and its viewer) → the person's id as the router decodes it. */
function personOf(pathname: string): string | undefined {
  const segment = /^\/people\/([^/]+)/.exec(pathname)?.[1];
  try {
    return segment ? decodeURIComponent(segment) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * On the page of a person (or their Then and Now) whose answer the server hinted, once the hints
 * are claimed (`startDeepLink`), starts the list worker and asks it for the person's list. Nothing
 * elsewhere, nor where nothing was hinted (a reader signed out): the person's query then asks
 * itself.
 */
export function startPersonListEarly(pathname: string = location.pathname, search: string = location.search): void {
  const personId = personOf(pathname);
  if (personId === undefined) return;
  const person = peekEarlyJson(apiUrl(`/people/${encodeURIComponent(personId)}`));
  if (!person) return;
  // (once: a second call finds the worker started, and its list asked for)
  startListWorkerEarly(personId);
  askForListEarly(personId, person, search);
}

/**
 * Posts the list's request to the worker started ahead once the hinted version and person have
 * answered (ADR 125): the request the person's query would post (the rule from the version, the
 * order from the address), so the query takes the list over as it comes. Not when either answer
 * failed: a reader signed out, or a person unknown, is the query's to find out (one request).
 * The first rows' thumbnails are asked for as soon as the list's first assets are in.
 */
function askForListEarly(personId: string, person: Promise<unknown>, search: string): void {
  const version = peekEarlyJson(apiUrl('/server/version'));
  if (!version) return;
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
