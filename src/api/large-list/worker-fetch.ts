// The worker's requests. A module of its own, without zod: the worker makes the list's request
// with it before loading the code that validates the answer (see large-list.worker.ts).
import { personSearchBody } from './person-list-rule';
import type { ListOrder, PersonListRule } from './protocol';

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
