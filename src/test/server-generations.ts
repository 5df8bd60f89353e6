/**
 * The Immich generations whose people and face rules differ, and a query client over a
 * {@link fakeApi} that answers `GET /server/version` as one of them. Only imported by tests.
 */
import { QueryClient } from '@tanstack/react-query';
import { fakeApi, type FakeRoutes } from './api';

/** `GET /server/version` of each generation. */
export const GENERATIONS = {
  'v1.106': { major: 1, minor: 106, patch: 4 },
  'v1.127': { major: 1, minor: 127, patch: 0 },
  'v1.138': { major: 1, minor: 138, patch: 0 },
  'v2.7.5': { major: 2, minor: 7, patch: 5 },
  'v3.0': { major: 3, minor: 0, patch: 0 },
  'v3.2.0': { major: 3, minor: 2, patch: 0 },
  'v3.2.1': { major: 3, minor: 2, patch: 1 },
} as const;
/** A generation's name, `v1.106` … `v3.2.1`. */
export type Generation = keyof typeof GENERATIONS;

/** A fresh query client (no retries) over canned answers, the server being `generation`. */
export function clientOn(generation: Generation, routes: FakeRoutes) {
  const fetch = fakeApi({ 'GET /api/server/version': { body: GENERATIONS[generation] }, ...routes });
  return { fetch, client: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }) };
}
