/// <reference lib="webworker" />
/**
 * The large-list worker: fetch + JSON.parse + zod validation of a person's assets off the main
 * thread; only compact typed arrays cross back (docs/decisions/051-large-lists-in-a-worker.md).
 * Served with its own CSP that allows zod's compiled parsers here and nowhere else.
 */
import { loadPersonAssets } from './fetch-person-assets';
import { transferables } from './compact-list';
import type { LoadPersonAssetsRequest, LoadPersonAssetsResponse } from './protocol';
import { startWarmUp } from './warm-up';

declare const self: DedicatedWorkerGlobalScope;

// The page starts this worker before its request: compile zod's parsers now, while the list is
// still on its way, so the list's own parse does not pay for it. Stopped when the request comes.
const warmUp = startWarmUp();

self.onmessage = async (event: MessageEvent<LoadPersonAssetsRequest>) => {
  warmUp.stop();
  const warmUpMs = warmUp.elapsedMs();
  const { personId, apiBase, body } = event.data;
  const response: LoadPersonAssetsResponse = await loadPersonAssets(apiBase, personId, body);
  if (response.type === 'ok') response.timings.warmUpMs = warmUpMs;
  self.postMessage(response, response.type === 'ok' ? transferables(response.list) : []);
};
