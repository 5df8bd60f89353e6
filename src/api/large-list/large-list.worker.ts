/// <reference lib="webworker" />
/**
 * The large-list worker: the request, JSON.parse + zod validation of a person's assets off the main
 * thread; only compact typed arrays cross back (docs/decisions/051-large-lists-in-a-worker.md).
 * Served with its own CSP that allows zod's compiled parsers here and nowhere else.
 */
import { transferables, type CompactAssetList } from './compact-list';
import type { ListOrder, LoadPersonAssetsRequest, LoadPersonAssetsResponse } from './protocol';
import { firstRequestOf, personAssetsEndpoint } from './worker-fetch';

declare const self: DedicatedWorkerGlobalScope;

/** The part of the worker that needs zod and the schemas (~100 kB). */
function loadValidation(): Promise<typeof import('./validate-in-worker')> {
  const module = import('./validate-in-worker');
  module.catch(() => undefined); // (awaited, and its failure reported, below)
  return module;
}

// The page starts this worker when the person's query starts, or with the page on a deep link
// (ADR 125), and posts the request once it knows the server's rule. This script is small. It asks
// for the code that reads the list (zod, the schemas) as it starts, and makes the list's request when the page's message comes: the service
// answers the static file at once but builds a long list first, so the code's request goes first.
let validation: ReturnType<typeof loadValidation> | undefined = loadValidation();

// A paged list (the search, v1.118+) is posted page by page as its places become final
// (`progress` messages), so the page draws the first rows while the rest are on their way.
self.onmessage = async (event: MessageEvent<LoadPersonAssetsRequest>) => {
  const { personId, apiBase, rule, order = 'newest', firstPage } = event.data;
  const endpoint = personAssetsEndpoint(personId);
  // (the page may have made the first request already: a deep link's, ADR 125)
  const started = firstRequestOf(apiBase, personId, rule, order, firstPage);
  // (the page's session gate waits for this, not for the list: a 401 sends the reader to sign-in at once)
  void started.response.then(
    (res) => self.postMessage({ type: 'status', status: res.status } satisfies LoadPersonAssetsResponse),
    () => undefined,
  );
  const onChunk = (chunk: CompactAssetList, chunkOrder: ListOrder) => {
    const message: LoadPersonAssetsResponse = { type: 'progress', chunk, order: chunkOrder };
    self.postMessage(message, transferables(chunk));
  };
  let answer: LoadPersonAssetsResponse;
  try {
    const { loadPersonAssets } = await (validation ??= loadValidation());
    answer = await loadPersonAssets(apiBase, personId, rule, { onChunk }, started, order);
  } catch (cause) {
    // The validation code did not load (offline, a deploy replaced it): retry-able like a network
    // error, and a retry in this worker asks for it again.
    validation = undefined;
    const detail = cause instanceof Error && cause.message ? `: ${cause.message}` : '';
    answer = { type: 'error', error: { kind: 'network', endpoint, message: `The photo list could not be read${detail}` } };
  }
  self.postMessage(answer, answer.type === 'ok' ? transferables(answer.list) : []);
};
