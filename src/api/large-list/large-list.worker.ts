/// <reference lib="webworker" />
/**
 * The large-list worker: the request, JSON.parse + zod validation of a person's assets off the main
 * thread; only compact typed arrays cross back (docs/decisions/051-large-lists-in-a-worker.md).
 * Served with its own CSP that allows zod's compiled parsers here and nowhere else.
 */
import { transferables } from './compact-list';
import type { LoadPersonAssetsRequest, LoadPersonAssetsResponse } from './protocol';
import { fetchJson, personAssetsEndpoint } from './worker-fetch';

declare const self: DedicatedWorkerGlobalScope;

/** The part of the worker that needs zod and the schemas (~100 kB): loaded once the request is on its way. */
const loadValidation = () => import('./validate-in-worker');

// The page starts this worker as early as it can (from the entry, on a person page) and posts the
// request at once. This script is small: it makes the list's request first, and only then loads the
// code that reads it (zod, the schemas), which downloads and compiles while the request is on its
// way. Then it warms up: compiles zod's parsers and lets V8 optimise them on a small sample, so the
// list's own parse does not pay for it. The warm-up goes on while the response downloads (one round
// per task, so reading it waits one round at most) and stops when the body has been read.
self.onmessage = async (event: MessageEvent<LoadPersonAssetsRequest>) => {
  const { personId, apiBase } = event.data;
  const endpoint = personAssetsEndpoint(personId);
  const startedAt = performance.now();
  const response = fetchJson(apiBase, endpoint);
  response.catch(() => undefined); // (read, and its failure reported, below)
  let answer: LoadPersonAssetsResponse;
  try {
    const { loadPersonAssets, startWarmUp } = await loadValidation();
    // Its first round runs in a later task.
    const warmUp = startWarmUp();
    answer = await loadPersonAssets(apiBase, personId, warmUp.stop, { response, startedAt });
    warmUp.stop();
    if (answer.type === 'ok') answer.timings.warmUpMs = warmUp.elapsedMs();
  } catch (cause) {
    // The validation code did not load (offline, a deploy replaced it): retry-able like a network error.
    const detail = cause instanceof Error && cause.message ? `: ${cause.message}` : '';
    answer = { type: 'error', error: { kind: 'network', endpoint, message: `The photo list could not be read${detail}` } };
  }
  self.postMessage(answer, answer.type === 'ok' ? transferables(answer.list) : []);
};
