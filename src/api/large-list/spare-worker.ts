/**
 * A list worker whose load failed with an error answer (a 5xx, offline) is kept for a while
 * instead of terminated: TanStack Query retries such errors after 1, 2 and 4 s, and a worker
 * that has already loaded its script and compiled zod's parsers answers a retry at once, where a
 * fresh one would first start up again (hundreds of ms on a busy machine, per attempt).
 * A worker that delivered a list is always terminated (its heap held the whole list), once the page
 * is idle (see `retireWhenIdle`).
 */

/** Longer than the retries' back-off (1 + 2 + 4 s) plus their requests. */
export const SPARE_LIFETIME_MS = 15_000;

let spare: { worker: Worker; timer: ReturnType<typeof setTimeout> } | undefined;

/** The kept worker if there is one (now owned by the caller), else a new one from `create`. */
export function takeWorker(create: () => Worker): Worker {
  if (!spare) return create();
  const { worker, timer } = spare;
  clearTimeout(timer);
  spare = undefined;
  return worker;
}

/** Keeps `worker` for the next load (replacing any kept one); terminated if unused for a while. */
export function keepForRetry(worker: Worker): void {
  releaseSpareWorker();
  worker.onmessage = null;
  worker.onerror = null;
  const timer = setTimeout(releaseSpareWorker, SPARE_LIFETIME_MS);
  spare = { worker, timer };
}

/** Terminates the kept worker, if any. */
export function releaseSpareWorker(): void {
  if (!spare) return;
  clearTimeout(spare.timer);
  spare.worker.terminate();
  spare = undefined;
}
