/**
 * Where the API lives. Default `/api` on the same origin (real Immich servers send no CORS headers,
 * so the app must be served beside `/api`); `VITE_API_BASE` or `setApiBase` change it.
 */
// `env` is absent outside Vite (e.g. the demo service's tests running these modules in Node).
const envBase: unknown = (import.meta as { env?: Record<string, unknown> }).env?.VITE_API_BASE;

/** The current base, without a trailing slash, e.g. `/api` (a live binding: `setApiBase` updates it). */
export let apiBase = typeof envBase === 'string' && envBase !== '' ? envBase.replace(/\/+$/, '') : '/api';

/** The current base, e.g. `/api`. */
export function getApiBase(): string {
  return apiBase;
}

/** Points the client somewhere else (tests, a sub-path deployment). */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

/**
 * The API base as an absolute URL: the worker resolves relative URLs against its own script
 * (`/assets/…`), not against the page, so a relative base (a sub-path deployment) must be
 * resolved here.
 */
export function absoluteApiBase(): string {
  const base = apiBase;
  if (typeof location === 'undefined') return base;
  return new URL(`${base}/`, location.href).href.replace(/\/+$/, '');
}
