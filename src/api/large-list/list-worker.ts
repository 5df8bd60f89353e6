/**
 * The large-list worker, and one started ahead of the query layer (ADR 099): the worker's start
 * (its thread, its script, the code that validates the list) takes about as long as evaluating
 * the app's data layer, so on a deep link to a person the start-up starts it first, and the
 * person's list query takes it over instead of starting its own. A module without imports: the
 * app's entry evaluates it before anything else.
 */

/** A new large-list worker (module). */
export function spawnListWorker(): Worker {
  return new Worker(new URL('./large-list.worker.ts', import.meta.url), { type: 'module', name: 'large-list' });
}

/** How long a worker started ahead waits to be taken over before it is terminated. */
export const EARLY_WORKER_TTL_MS = 10_000;

let early: { personId: string; worker: Worker; timer: ReturnType<typeof setTimeout>; failed: boolean } | undefined;

/** Starts the worker for `personId`'s list ahead of the query layer (one at a time). */
export function startListWorkerEarly(personId: string): void {
  if (early || typeof Worker === 'undefined') return;
  const worker = spawnListWorker();
  const timer = setTimeout(() => {
    if (early?.worker !== worker) return;
    early = undefined;
    worker.terminate();
  }, EARLY_WORKER_TTL_MS);
  const started = { personId, worker, timer, failed: false };
  // (a script that fails to load before the query takes the worker over: it starts its own)
  worker.onerror = (event) => {
    event.preventDefault();
    started.failed = true;
  };
  early = started;
}

/** The worker started ahead for `personId`, once; `undefined` if there is none. */
export function takeEarlyListWorker(personId: string): Worker | undefined {
  if (early?.personId !== personId) return undefined;
  const { worker, timer, failed } = early;
  clearTimeout(timer);
  early = undefined;
  worker.onerror = null;
  if (!failed) return worker;
  worker.terminate();
  return undefined;
}
