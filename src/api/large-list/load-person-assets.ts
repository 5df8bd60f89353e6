import { absoluteApiBase } from '../base';
import { passSessionGate } from '../client';
import { ApiError } from '../errors';
import { GrowingList } from './growing-list';
import { sameListRequest, spawnListWorker, takeEarlyListWorker } from './list-worker';
import { PersonAssetList } from './person-asset-list';
import { personAssetsEndpoint } from './worker-fetch';
import type { LargeListTimings, ListOrder, LoadPersonAssetsRequest, LoadPersonAssetsResponse, PersonListRule } from './protocol';

/** Performance-timeline names of the worker's phases, read by `npm run bench`. */
export const LARGE_LIST_MEASURE_PREFIX = 'keepsake:large-list:';

function record(personId: string, timings: LargeListTimings): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  const end = performance.now();
  for (const phase of ['fetch', 'parse', 'validate', 'compact'] as const) {
    const duration = timings[`${phase}Ms`];
    performance.measure(`${LARGE_LIST_MEASURE_PREFIX}${phase}`, { start: Math.max(0, end - duration), duration, detail: { personId, jit: timings.jit, bytes: timings.bytes } });
  }
}

/** The signal's own reason, which TanStack Query recognises as its cancellation. */
function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('Aborted', 'AbortError');
}

/**
 * What a worker answers, message by message (after `before`, its answers already read), until it
 * fails to start or `signal` aborts. Listens from the call on (not from the first `next()`): a
 * script that fails to load is reported too.
 */
function answersOf(worker: Worker, endpoint: string, signal: AbortSignal | undefined, before: readonly LoadPersonAssetsResponse[] = []): AsyncGenerator<LoadPersonAssetsResponse> {
  const queue: LoadPersonAssetsResponse[] = [...before];
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  const push = () => {
    wake?.();
    wake = undefined;
  };
  worker.onmessage = (event: MessageEvent<LoadPersonAssetsResponse>) => {
    queue.push(event.data);
    push();
  };
  // The script failed to load or evaluate (offline, a deploy replaced it): retried like a network error.
  worker.onerror = (event) => {
    event.preventDefault();
    failure = { error: new ApiError({ kind: 'network', endpoint, message: `The photo list could not be loaded: ${event.message || 'the worker failed to start'}` }) };
    push();
  };
  const onAbort = () => {
    failure = { error: abortReason(signal) };
    push();
  };
  return (async function* () {
    // (here, not at the call: a generator never started leaves nothing behind)
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    try {
      for (;;) {
        const next = queue.shift();
        if (next) yield next;
        else if (failure) throw failure.error;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  })();
}

/** How {@link streamPersonAssetList} learns where the list comes from, and when to stop. */
export interface StreamOptions {
  signal?: AbortSignal;
  /** The server's rule (from its capabilities); `undefined`: the worker asks the old endpoint first. */
  rule: () => Promise<PersonListRule | undefined>;
  /** the order the page shows: a paged list is asked in it, so its first rows come first */
  order?: ListOrder;
}

/**
 * A person's assets, loaded in a module Web Worker: the worker makes the requests, reads, parses
 * and validates the (possibly hundreds of MB) body and posts back typed arrays, so the page's main
 * thread never touches the body. Yields the list so far each time more of it is here: a paged list
 * (the search, v1.118+) page by page in `order`, marked `partial` until the last; a list that
 * comes in one piece, once (newest first: the list reads it backwards for the other order). Ending
 * early or aborting `signal` terminates the worker, which cancels its request. The worker's request
 * passes the session gate like the page's own (`passSessionGate`): signed out, it is not made; in a
 * tab whose session is not known yet, it waits for, or is, the one request that finds out.
 */
export async function* streamPersonAssetList(personId: string, { signal, rule, order = 'newest' }: StreamOptions): AsyncGenerator<PersonAssetList> {
  if (signal?.aborted) throw abortReason(signal);
  const endpoint = personAssetsEndpoint(personId);
  const apiBase = absoluteApiBase();
  // Created before the rule is known, so that its script and zod load while the version is asked
  // (or earlier still, by the start-up of a deep link to this person, which may have asked for the
  // list already: list-worker.ts).
  const early = takeEarlyListWorker(personId);
  let worker = early?.worker ?? spawnListWorker();
  let settle: ((status: number | undefined) => void) | undefined;
  try {
    let answers = answersOf(worker, endpoint, signal, early?.answers);
    const [known, gate] = await Promise.all([rule().catch(() => undefined), passSessionGate(endpoint, signal)]);
    settle = gate;
    if (signal?.aborted) throw abortReason(signal);
    const request: LoadPersonAssetsRequest = { type: 'person-assets', personId, apiBase, order, ...(known ? { rule: known } : {}) };
    const askedAlready = early?.asked !== undefined && sameListRequest(early.asked, request);
    if (early?.asked && !askedAlready) {
      // asked another way than the query asks now (another order, a rule the start-up could not read)
      worker.terminate();
      worker = spawnListWorker();
      answers = answersOf(worker, endpoint, signal);
    }
    if (!askedAlready) worker.postMessage(request);
    const list = new GrowingList();
    for await (const answer of answers) {
      if (answer.type === 'status') {
        settle(answer.status);
        continue;
      }
      settle(answer.type === 'error' ? answer.error.status : 200);
      if (answer.type === 'error') throw new ApiError(answer.error);
      list.append(answer.type === 'ok' ? answer.list : answer.chunk);
      const soFar = list.snapshot()!;
      if (answer.type === 'progress') {
        yield new PersonAssetList(soFar, { partial: true, order: answer.order });
        continue;
      }
      record(personId, answer.timings);
      yield new PersonAssetList(soFar, { dropped: answer.dropped, timings: answer.timings, order: answer.order });
      return;
    }
  } finally {
    settle?.(undefined);
    worker.terminate();
  }
}
