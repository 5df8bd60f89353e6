import { queryOptions } from '@tanstack/react-query';
import { getApiBase } from '../base';
import { ApiError } from '../errors';
import type { CompactAssetList } from './compact-list';
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
  for (const phase of ['fetch', 'parse', 'validate', 'compact'] as const) {
    const duration = timings[`${phase}Ms`];
    performance.measure(`${LARGE_LIST_MEASURE_PREFIX}${phase}`, { start: Math.max(0, end - duration), duration, detail: { personId, jit: timings.jit, bytes: timings.bytes } });
  }
}

/**
 * Loads a person's assets in a module Web Worker: the page never parses or validates the
 * (possibly 230 MB) response itself. Aborting terminates the worker.
 */
export function loadPersonAssetList(personId: string, signal?: AbortSignal): Promise<PersonAssetList> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./large-list.worker.ts', import.meta.url), { type: 'module', name: 'large-list' });
    const endpoint = `/people/${encodeURIComponent(personId)}/assets`;
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      // TanStack Query treats the signal's own reason as a cancellation.
      reject(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<LoadPersonAssetsResponse>) => {
      finish();
      const data = event.data;
      if (data.type === 'error') return reject(new ApiError(data.error));
      record(personId, data.timings);
      resolve({ list: data.list, timings: data.timings, dropped: data.dropped });
    };
    worker.onerror = (event) => {
      finish();
      event.preventDefault();
      reject(new ApiError({ kind: 'network', endpoint, message: `The photo list could not be loaded: ${event.message || 'the worker failed to start'}` }));
    };
    const request: LoadPersonAssetsRequest = { type: 'person-assets', personId, apiBase: getApiBase() };
    worker.postMessage(request);
  });
}

/** Query options for the packed list (its own key: the data is not the `Asset[]` of `personQueries.assets`). */
export const largeListQueries = {
  personAssets: (personId: string) =>
    queryOptions({
      queryKey: ['people', 'assets-compact', personId] as const,
      queryFn: ({ signal }) => loadPersonAssetList(personId, signal),
      // Typed arrays: nothing to share structurally, and comparing 100,000 entries is wasted work.
      structuralSharing: false,
    }),
};
