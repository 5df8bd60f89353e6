/// <reference lib="webworker" />
/**
 * The large-list worker: the request, JSON.parse + zod validation of a person's assets off the main
 * thread; only compact typed arrays cross back (docs/decisions/051-large-lists-in-a-worker.md).
 * Served with its own CSP that allows zod's compiled parsers here and nowhere else.
 */
import { loadPersonAssets } from './fetch-person-assets';
import { transferables } from './compact-list';
import type { LoadPersonAssetsRequest, LoadPersonAssetsResponse } from './protocol';
import { startWarmUp } from './warm-up';

declare const self: DedicatedWorkerGlobalScope;

// The page starts this worker as early as it can (from the route loader) and posts the request
// at once; the worker fetches the list itself. Only once that request is on its way does it warm
// up: compile zod's parsers and let V8 optimise them on a small sample, so the list's own parse
// does not pay for it. The warm-up goes on while the response downloads (one round per task, so
// reading it waits one round at most) and stops when the body has been read.
self.onmessage = async (event: MessageEvent<LoadPersonAssetsRequest>) => {
  const { personId, apiBase } = event.data;
  // Its first round runs in a later task, so the request below is on its way before it.
  const warmUp = startWarmUp();
  const response: LoadPersonAssetsResponse = await loadPersonAssets(apiBase, personId, warmUp.stop);
  warmUp.stop();
  if (response.type === 'ok') response.timings.warmUpMs = warmUp.elapsedMs();
  self.postMessage(response, response.type === 'ok' ? transferables(response.list) : []);
};
