/// <reference lib="webworker" />
/**
 * The large-list worker: fetch + JSON.parse + zod validation of a person's assets off the main
 * thread; only compact typed arrays cross back (docs/decisions/051-large-lists-in-a-worker.md).
 * Served with its own CSP that allows zod's compiled parsers here and nowhere else.
 */
import { loadPersonAssets } from './fetch-person-assets';
import { transferables } from './compact-list';
import type { LoadPersonAssetsRequest, LoadPersonAssetsResponse } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (event: MessageEvent<LoadPersonAssetsRequest>) => {
  const { personId, apiBase, body } = event.data;
  const response: LoadPersonAssetsResponse = await loadPersonAssets(apiBase, personId, body);
  self.postMessage(response, response.type === 'ok' ? transferables(response.list) : []);
};
