// The worker's requests. A module of its own, without zod: the worker makes the list's request
// with it before loading the code that validates the answer (see large-list.worker.ts).

/** The endpoint of a person's list. */
export const personAssetsEndpoint = (personId: string) => `/people/${encodeURIComponent(personId)}/assets`;

/** The worker's fetch: same-origin cookies, JSON. */
export function fetchJson(base: string, endpoint: string, init?: RequestInit): Promise<Response> {
  return fetch(`${base}${endpoint}`, {
    ...init,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
  });
}

/** A request the worker started before the code that reads it had loaded. */
export interface StartedRequest {
  response: Promise<Response>;
  /** `performance.now()` when it started */
  startedAt: number;
}
