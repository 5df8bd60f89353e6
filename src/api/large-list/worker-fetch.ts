// The worker's requests. A module of its own, without zod: the worker makes the list's request
// with it before loading the code that validates the answer (see large-list.worker.ts).
import { personSearchBody } from './person-list-rule';
import type { FirstPageAnswer, ListOrder, PersonListRule } from './protocol';

/** The endpoint of a person's list. */
export const personAssetsEndpoint = (personId: string) => `/people/${encodeURIComponent(personId)}/assets`;

/** The endpoint that replaces it from v1.118 on. */
export const SEARCH_ENDPOINT = '/search/metadata';

/** The worker's fetch: same-origin cookies, JSON. */
export function fetchJson(base: string, endpoint: string, init?: RequestInit): Promise<Response> {
  return fetch(`${base}${endpoint}`, {
    ...init,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
  });
}

/** Page `page` of the person's photos from the search, in `order`. */
export function fetchSearchPage(base: string, personId: string, page: number, rule: PersonListRule | undefined, order: ListOrder = 'newest'): Promise<Response> {
  return fetchJson(base, SEARCH_ENDPOINT, { method: 'POST', body: JSON.stringify(personSearchBody(personId, page, rule, order)) });
}

/** A request the worker started before the code that reads it had loaded. */
export interface StartedRequest {
  response: Promise<Response>;
  /** `performance.now()` when it started */
  startedAt: number;
}

/**
 * The list's first request, as the rule says: the search's first page where the server has no
 * person-assets endpoint (in the page's `order`), else that endpoint (also when the rule is unknown).
 */
export function startFirstRequest(base: string, personId: string, rule: PersonListRule | undefined, order: ListOrder = 'newest'): StartedRequest {
  const startedAt = performance.now();
  const response = rule && !rule.personAssetsEndpoint ? fetchSearchPage(base, personId, 1, rule, order) : fetchJson(base, personAssetsEndpoint(personId));
  response.catch(() => undefined); // (read, and its failure reported, by the loader)
  return { response, startedAt };
}

/** The first request as the page made it (`firstPage`), else as `startFirstRequest` makes it. */
export function firstRequestOf(base: string, personId: string, rule: PersonListRule | undefined, order: ListOrder, firstPage: FirstPageAnswer | undefined): StartedRequest {
  if (!firstPage) return startFirstRequest(base, personId, rule, order);
  const { body, status, statusText, headers, fetchMs } = firstPage;
  // (a 204, 205 or 304 carries no body: a Response refuses one)
  const response = new Response([204, 205, 304].includes(status) ? null : body, { status, statusText, headers });
  return { response: Promise.resolve(response), startedAt: performance.now() - fetchMs };
}

/**
 * The first page of a person's search, asked for by the page itself (on a deep link, before the
 * worker has started: ADR 125), read to its end as bytes for the worker; `undefined` when the
 * request failed (the worker then asks again).
 */
export async function fetchFirstPage(base: string, personId: string, rule: PersonListRule, order: ListOrder): Promise<FirstPageAnswer | undefined> {
  const startedAt = performance.now();
  try {
    const res = await fetchSearchPage(base, personId, 1, rule, order);
    const body = await res.arrayBuffer();
    return { status: res.status, statusText: res.statusText, headers: [...res.headers], body, fetchMs: performance.now() - startedAt };
  } catch {
    return undefined;
  }
}
