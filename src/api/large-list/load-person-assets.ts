import { getApiBase } from '../base';
import { DEFAULT_STALE_TIME_MS } from '../stale-time';
import { ApiError, type ApiErrorKind } from '../errors';
import type { CompactAssetList } from './compact-list';
import { keepForRetry, takeWorker } from './spare-worker';
import { personAssetsEndpoint } from './worker-fetch';
import type { DroppedSummary, LargeListTimings, LoadPersonAssetsRequest, LoadPersonAssetsResponse } from './protocol';

/** A person's assets, packed for the grid, and how the load went. */
export interface PersonAssetList {
  list: CompactAssetList;
  timings: LargeListTimings;
  /** malformed items the server sent, left out */
  dropped: DroppedSummary | undefined;
}

/** Performance-timeline names of the worker's phases, read by `npm run bench`. */
export const LARGE_LIST_MEASURE_PREFIX = 'keepsake:large-list:';

function record(personId: string, timings: LargeListTimings): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  const end = performance.now();
  for (const phase of ['warmUp', 'fetch', 'parse', 'validate', 'compact'] as const) {
    const duration = timings[`${phase}Ms`];
    performance.measure(`${LARGE_LIST_MEASURE_PREFIX}${phase}`, { start: Math.max(0, end - duration), duration, detail: { personId, jit: timings.jit, bytes: timings.bytes } });
  }
}

/**
 * The API base as an absolute URL: the worker resolves relative URLs against its own script
 * (`/assets/…`), not against the page, so a relative base (a sub-path deployment) must be
 * resolved here.
 */
function absoluteApiBase(): string {
  const base = getApiBase();
  if (typeof location === 'undefined') return base;
  return new URL(`${base}/`, location.href).href.replace(/\/+$/, '');
}

const RETRIED_KINDS = new Set<ApiErrorKind>(['server', 'network', 'timeout']);

function aborted(signal: AbortSignal | undefined): Error {
  // TanStack Query treats the signal's own reason as a cancellation.
  return signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
}

/**
 * Loads a person's assets in a module Web Worker: the worker makes the request itself, reads,
 * parses and validates the (possibly 230 MB) body and sends back typed arrays, so the page's main
 * thread never touches the body (a body stream handed over from the page is still pumped by the
 * page: ADR 054). Aborting terminates the worker, which cancels its request.
 */
export async function loadPersonAssetList(personId: string, signal?: AbortSignal, adopt = true): Promise<PersonAssetList> {
  const started = adopt ? adoptEarly(personId, signal) : undefined;
  if (started) return started;
  if (signal?.aborted) throw aborted(signal);
  const endpoint = personAssetsEndpoint(personId);
  // Created and given its request at once: the message waits in the worker's queue while its
  // script and zod load, and the request starts as soon as they have. A retry reuses the worker
  // of the failed attempt (spare-worker.ts).
  const worker = takeWorker(() => new Worker(new URL('./large-list.worker.ts', import.meta.url), { type: 'module', name: 'large-list' }));
  return new Promise((resolve, reject) => {
    const finish = (outcome: 'keep' | 'retire' | 'terminate') => {
      if (outcome === 'keep') keepForRetry(worker);
      else if (outcome === 'retire') retireWhenIdle(worker);
      else worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish('terminate');
      reject(aborted(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<LoadPersonAssetsResponse>) => {
      const data = event.data;
      // Only errors TanStack Query retries (see retry.ts) keep the worker for the next attempt.
      finish(data.type === 'ok' ? 'retire' : RETRIED_KINDS.has(data.error.kind) ? 'keep' : 'terminate');
      if (data.type === 'error') return reject(new ApiError(data.error));
      record(personId, data.timings);
      lastLoaded.set(personId, Date.now());
      resolve({ list: data.list, timings: data.timings, dropped: data.dropped });
    };
    // The script failed to load or evaluate (offline, a deploy replaced it): retry-able like a network error.
    worker.onerror = (event) => {
      event.preventDefault();
      finish('terminate');
      reject(new ApiError({ kind: 'network', endpoint, message: `The photo list could not be loaded: ${event.message || 'the worker failed to start'}` }));
    };
    const request: LoadPersonAssetsRequest = { type: 'person-assets', personId, apiBase: absoluteApiBase() };
    worker.postMessage(request);
  });
}

/** How long a worker that delivered its list may wait for an idle moment before it is ended (ms). */
export const RETIRE_TIMEOUT_MS = 2_000;

/**
 * Ends a worker that has delivered its list once the page is idle, not in the task that receives
 * the list: tearing down its heap (up to a GB after a 230 MB list) keeps a core busy for tens of
 * ms, and the page renders the grid right after the list arrives. Its request is complete and it
 * runs nothing meanwhile.
 */
function retireWhenIdle(worker: Worker): void {
  const end = () => worker.terminate();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(end, { timeout: RETIRE_TIMEOUT_MS });
  else setTimeout(end, 0);
}

/** Loads started before the view asked (see `preloadPersonAssetList`), each adopted at most once. */
const early = new Map<string, { promise: Promise<PersonAssetList>; controller: AbortController }>();
/** An early load nobody adopted is dropped this long after it settled (ms). */
const unclaimedLifetimeMs = 10_000;
/** When each person's list last loaded: within the query's stale time the view uses its cache. */
const lastLoaded = new Map<string, number>();

/**
 * Starts loading a person's list now, before the route's code has arrived (called from the
 * route's loader, in parallel with the lazy route chunk); the view's query adopts it instead of
 * starting a second request. Returns the load (the one already waiting, if any), or `undefined`
 * where workers are unavailable (tests, old browsers) or the list is fresh in the query cache.
 */
export function preloadPersonAssetList(personId: string): Promise<PersonAssetList> | undefined {
  if (typeof Worker === 'undefined' || typeof fetch === 'undefined' || !personId) return undefined;
  const waiting = early.get(personId);
  if (waiting) return waiting.promise;
  // Fresh in the query cache: the view will not ask, and an unadopted load would be wasted.
  if (Date.now() - (lastLoaded.get(personId) ?? -Infinity) < DEFAULT_STALE_TIME_MS) return undefined;
  const controller = new AbortController();
  const promise = loadPersonAssetList(personId, controller.signal, false);
  early.set(personId, { promise, controller });
  const forget = () => {
    if (early.get(personId)?.promise === promise) early.delete(personId);
  };
  // A failed early load is forgotten at once: it may have failed for a reason that is gone by the
  // time the view asks (signed out, then signed in), and the view must then load afresh.
  promise.then(() => setTimeout(forget, unclaimedLifetimeMs), forget);
  return promise;
}

/** The early load for `personId`, if any, now owned by the caller (aborting `signal` aborts it). */
function adoptEarly(personId: string, signal: AbortSignal | undefined): Promise<PersonAssetList> | undefined {
  const entry = early.get(personId);
  if (!entry) return undefined;
  early.delete(personId);
  if (signal?.aborted) {
    entry.controller.abort(signal.reason);
    return undefined;
  }
  signal?.addEventListener('abort', () => entry.controller.abort(signal.reason), { once: true });
  return entry.promise;
}
