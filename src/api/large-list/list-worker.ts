/**
 * The large-list worker, and one started ahead of the query layer (ADR 125): the worker's start
 * (its thread, its script, the code that validates the list) takes about as long as evaluating
 * the app's data layer, so on a deep link to a person the page's first script starts it, and the
 * person's list query takes it over instead of starting its own. Once the server's version and the
 * person's answer (hinted in the HTML) are in, that script also posts it the list's request
 * (ADR 125). A module that imports types only: the first script reads it before the app is here.
 */
import type { CompactAssetList } from './compact-list';
import type { FirstPageAnswer, ListOrder, LoadPersonAssetsRequest, LoadPersonAssetsResponse } from './protocol';

/** A new large-list worker (module). */
export function spawnListWorker(): Worker {
  return new Worker(new URL('./large-list.worker.ts', import.meta.url), { type: 'module', name: 'large-list' });
}

/** How long a worker started ahead waits to be taken over before it is terminated. */
export const EARLY_WORKER_TTL_MS = 10_000;

/** The worker's own answers to a request posted ahead of the query, kept until it is taken over. */
export interface EarlyListWorker {
  worker: Worker;
  /** the request posted ahead (`askListWorkerEarly`); `undefined` if none was */
  asked: LoadPersonAssetsRequest | undefined;
  /** its answers so far, in order: the query reads them before the ones still to come */
  answers: LoadPersonAssetsResponse[];
}

let early: (EarlyListWorker & { personId: string; timer: ReturnType<typeof setTimeout>; failed: boolean }) | undefined;

/** Starts the worker for `personId`'s list ahead of the query layer (one at a time). */
export function startListWorkerEarly(personId: string): void {
  if (early || typeof Worker === 'undefined') return;
  const worker = spawnListWorker();
  const timer = setTimeout(() => {
    if (early?.worker !== worker) return;
    early = undefined;
    worker.terminate();
  }, EARLY_WORKER_TTL_MS);
  const started = { personId, worker, timer, failed: false, asked: undefined, answers: [] };
  // (a script that fails to load before the query takes the worker over: it starts its own)
  worker.onerror = (event) => {
    event.preventDefault();
    started.failed = true;
  };
  early = started;
}

/**
 * Posts `request` to the worker started ahead for its person (once), so that the list's request
 * starts as soon as the worker does rather than when the query layer has been evaluated: its
 * answers are kept for the query that takes the worker over. `onList` is called with the first
 * answer that carries assets (a page of a paged list, or the whole list). With `firstPage`, which
 * makes the list's first request on the page and reads its answer (called only if the worker is
 * asked): the request is posted with that answer once it is here (without it, if it failed), also
 * if the query has taken the worker over by then; the query counts it as asked from now on.
 */
export function askListWorkerEarly(
  request: LoadPersonAssetsRequest,
  onList?: (list: CompactAssetList, order: ListOrder | undefined) => void,
  firstPage?: () => Promise<FirstPageAnswer | undefined>,
): void {
  const started = early;
  if (started?.personId !== request.personId || started.asked || started.failed) return;
  started.asked = request;
  const page = firstPage?.();
  let listed = false;
  started.worker.onmessage = (event: MessageEvent<LoadPersonAssetsResponse>) => {
    const answer = event.data;
    started.answers.push(answer);
    if (listed || (answer.type !== 'progress' && answer.type !== 'ok')) return;
    listed = true;
    onList?.(answer.type === 'ok' ? answer.list : answer.chunk, answer.order);
  };
  if (!page) {
    started.worker.postMessage(request);
    return;
  }
  void page.then((answer) => {
    if (answer) started.worker.postMessage({ ...request, firstPage: answer }, [answer.body]);
    else started.worker.postMessage(request);
  });
}

/**
 * The worker started ahead for `personId`, once, with the request posted to it ahead and its
 * answers so far; `undefined` if there is none (or its script failed to load).
 */
export function takeEarlyListWorker(personId: string): EarlyListWorker | undefined {
  if (early?.personId !== personId) return undefined;
  const { worker, timer, failed, asked, answers } = early;
  clearTimeout(timer);
  early = undefined;
  worker.onerror = null;
  worker.onmessage = null;
  if (!failed) return { worker, asked, answers };
  worker.terminate();
  return undefined;
}

/** Whether two requests ask for the same list the same way (an early one is only taken if so). */
export function sameListRequest(a: LoadPersonAssetsRequest, b: LoadPersonAssetsRequest): boolean {
  const rule = (r: LoadPersonAssetsRequest) => (r.rule ? `${r.rule.personAssetsEndpoint} ${r.rule.visibility} ${r.rule.assetSize}` : '');
  return a.personId === b.personId && a.apiBase === b.apiBase && (a.order ?? 'newest') === (b.order ?? 'newest') && rule(a) === rule(b);
}
