import { getApiBase } from '../base';
import { DEFAULT_STALE_TIME_MS } from '../stale-time';
import { ApiError, type ApiErrorKind } from '../errors';
import type { CompactAssetList } from './compact-list';
import { GrowingList } from './growing-list';
import { knownPersonListRule, personListRuleFromServer } from './person-list-rule';
import { keepForRetry, takeWorker } from './spare-worker';
import { personAssetsEndpoint } from './worker-fetch';
import type { DroppedSummary, LargeListTimings, LoadPersonAssetsRequest, LoadPersonAssetsResponse, PersonListRule } from './protocol';

/** A person's assets, packed for the grid, and how the load went. */
export interface PersonAssetList {
  list: CompactAssetList;
  timings: LargeListTimings;
  /** malformed items the server sent, left out */
  dropped: DroppedSummary | undefined;
  /**
   * More assets are on their way (a paged list, shown as its pages arrive): the list so far, in
   * its final order; what follows is appended at its end. Absent once the list is complete.
   */
  partial?: true;
}

/** How {@link loadPersonAssetList} learns where the list comes from and reports its pages. */
export interface LoadOptions {
  /**
   * The server's rule, asked only if a new load starts (an adopted early load has its own).
   * Absent: the version is asked here (`personListRuleFromServer`).
   */
  rule?: () => Promise<PersonListRule | undefined>;
  /** each longer partial list, as pages arrive (not called for a list that comes in one piece) */
  onProgress?: (partial: PersonAssetList) => void;
  /** take over an early load for this person if one is waiting (default true) */
  adopt?: boolean;
}

const noTimings: LargeListTimings = { fetchMs: 0, parseMs: 0, validateMs: 0, compactMs: 0, warmUpMs: 0, jit: false, bytes: 0 };

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

/** One load in its worker: the promise of the whole list, and its pages so far. */
interface Load {
  promise: Promise<PersonAssetList>;
  /** the newest partial list, if pages have arrived */
  latest: PersonAssetList | undefined;
  listeners: Set<(partial: PersonAssetList) => void>;
}

/**
 * Loads a person's assets in a module Web Worker: the worker makes the requests itself, reads,
 * parses and validates the (possibly 230 MB) body and sends back typed arrays, so the page's main
 * thread never touches the body (a body stream handed over from the page is still pumped by the
 * page: ADR 054). A paged list (the search, v1.118+) arrives chunk by chunk, each appended to the
 * list so far and reported to `onProgress`; the promise resolves with the whole list. Aborting
 * terminates the worker, which cancels its request.
 */
export async function loadPersonAssetList(personId: string, signal?: AbortSignal, options: LoadOptions = {}): Promise<PersonAssetList> {
  const load = (options.adopt ?? true ? adoptEarly(personId, signal) : undefined) ?? startLoad(personId, signal, options.rule);
  const onProgress = options.onProgress;
  if (!onProgress) return load.promise;
  if (load.latest) onProgress(load.latest);
  load.listeners.add(onProgress);
  try {
    return await load.promise;
  } finally {
    load.listeners.delete(onProgress);
  }
}

function startLoad(personId: string, signal: AbortSignal | undefined, rule: LoadOptions['rule']): Load {
  const load: Load = {
    promise: run(personId, signal, rule, (partial) => {
      load.latest = partial;
      for (const listener of load.listeners) listener(partial);
    }),
    latest: undefined,
    listeners: new Set(),
  };
  return load;
}

function run(personId: string, signal: AbortSignal | undefined, rule: LoadOptions['rule'], progress: (partial: PersonAssetList) => void): Promise<PersonAssetList> {
  if (signal?.aborted) return Promise.reject(aborted(signal));
  const endpoint = personAssetsEndpoint(personId);
  const apiBase = absoluteApiBase();
  // Created at once, so its script and zod load while the server's rule is asked; the request is
  // posted when the rule is known. A retry reuses the worker of the failed attempt (spare-worker.ts).
  const worker = takeWorker(() => new Worker(new URL('./large-list.worker.ts', import.meta.url), { type: 'module', name: 'large-list' }));
  const chunks = new GrowingList();
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: 'keep' | 'retire' | 'terminate') => {
      settled = true;
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
      if (data.type === 'progress') {
        chunks.append(data.chunk);
        const list = chunks.snapshot();
        if (list) progress({ list, timings: noTimings, dropped: undefined, partial: true });
        return;
      }
      // Only errors TanStack Query retries (see retry.ts) keep the worker for the next attempt.
      finish(data.type === 'ok' ? 'retire' : RETRIED_KINDS.has(data.error.kind) ? 'keep' : 'terminate');
      if (data.type === 'error') return reject(new ApiError(data.error));
      chunks.append(data.list);
      record(personId, data.timings);
      lastLoaded.set(personId, Date.now());
      resolve({ list: chunks.snapshot() ?? data.list, timings: data.timings, dropped: data.dropped });
    };
    // The script failed to load or evaluate (offline, a deploy replaced it): retry-able like a network error.
    worker.onerror = (event) => {
      event.preventDefault();
      finish('terminate');
      reject(new ApiError({ kind: 'network', endpoint, message: `The photo list could not be loaded: ${event.message || 'the worker failed to start'}` }));
    };
    const post = (known: PersonListRule | undefined) => {
      if (settled) return;
      const request: LoadPersonAssetsRequest = { type: 'person-assets', personId, apiBase, ...(known ? { rule: known } : {}) };
      worker.postMessage(request);
    };
    (rule ? rule() : personListRuleFromServer(apiBase)).then(post, () => post(undefined));
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

/** A load started before the view asked (see {@link preloadPersonAssetList}). */
export interface EarlyPersonAssetList {
  /** the whole list */
  done: Promise<PersonAssetList>;
  /** the first rows' worth: the first partial list, or the whole list if it came in one piece */
  first: Promise<PersonAssetList>;
}

/** Loads started before the view asked, each adopted at most once. */
const early = new Map<string, { load: Load; handle: EarlyPersonAssetList; controller: AbortController }>();
/** An early load nobody adopted is dropped this long after it settled (ms). */
const unclaimedLifetimeMs = 10_000;
/** When each person's list last loaded: within the query's stale time the view uses its cache. */
const lastLoaded = new Map<string, number>();

/**
 * Starts loading a person's list now, before the route's code has arrived (called from the app's
 * entry and the route's loader, in parallel with the lazy route chunk); the view's query adopts it
 * instead of starting a second request. The list needs the server's rule: `askVersion` (the
 * entry, before anything has asked) asks the server's version here, and the query layer adopts
 * that answer; otherwise the load starts only if this page load already knows the rule (else
 * the view's query starts it, with the version from its cache). Returns the load (the one
 * already waiting, if any), or `undefined` where workers are unavailable (tests, old browsers),
 * the list is fresh in the query cache, or the rule is not known.
 */
export function preloadPersonAssetList(personId: string, options: { askVersion?: boolean } = {}): EarlyPersonAssetList | undefined {
  if (typeof Worker === 'undefined' || typeof fetch === 'undefined' || !personId) return undefined;
  const waiting = early.get(personId);
  if (waiting) return waiting.handle;
  // Fresh in the query cache: the view will not ask, and an unadopted load would be wasted.
  if (Date.now() - (lastLoaded.get(personId) ?? -Infinity) < DEFAULT_STALE_TIME_MS) return undefined;
  const known = knownPersonListRule();
  if (!known && !options.askVersion) return undefined;
  const controller = new AbortController();
  const load = startLoad(personId, controller.signal, known ? () => known : undefined);
  const first = new Promise<PersonAssetList>((resolve, reject) => {
    const onFirst = (partial: PersonAssetList) => {
      load.listeners.delete(onFirst);
      resolve(partial);
    };
    load.listeners.add(onFirst);
    load.promise.then(resolve, reject);
  });
  first.catch(() => undefined); // (the view reports a failure)
  const handle: EarlyPersonAssetList = { done: load.promise, first };
  early.set(personId, { load, handle, controller });
  const forget = () => {
    if (early.get(personId)?.load === load) early.delete(personId);
  };
  // A failed early load is forgotten at once: it may have failed for a reason that is gone by the
  // time the view asks (signed out, then signed in), and the view must then load afresh.
  load.promise.then(() => setTimeout(forget, unclaimedLifetimeMs), forget);
  return handle;
}

/** The early load for `personId`, if any, now owned by the caller (aborting `signal` aborts it). */
function adoptEarly(personId: string, signal: AbortSignal | undefined): Load | undefined {
  const entry = early.get(personId);
  if (!entry) return undefined;
  early.delete(personId);
  if (signal?.aborted) {
    entry.controller.abort(signal.reason);
    return undefined;
  }
  signal?.addEventListener('abort', () => entry.controller.abort(signal.reason), { once: true });
  return entry.load;
}
