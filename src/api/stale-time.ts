/**
 * How long fetched data counts as fresh (ms): a library changes slowly, and views share data.
 * Its own module, free of imports, so the start-up code can start the person list's early load
 * before TanStack Query's code is evaluated.
 */
export const DEFAULT_STALE_TIME_MS = 30_000;
