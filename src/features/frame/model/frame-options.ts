/** Where a frame's memories come from: today's, today's and the past days', the saved ones, or every memory. */
export type FrameSource = 'today' | 'days' | 'saved' | 'all';

/** A frame's options, all carried in its URL (`/frame?source=days&days=7&clock=1&seconds=15`). */
export interface FrameOptions {
  source: FrameSource;
  /** with `source: 'days'`: how many days before today are shown too (1..30) */
  days: number;
  /** shows the time of day */
  clock: boolean;
  /** how long each photo stays, in seconds (5..3600) */
  seconds: number;
}

export const FRAME_SOURCES: readonly FrameSource[] = ['today', 'days', 'saved', 'all'];
export const DEFAULT_FRAME_OPTIONS: FrameOptions = { source: 'today', days: 7, clock: false, seconds: 15 };
export const DAYS_RANGE = [1, 30] as const;
export const SECONDS_RANGE = [5, 3600] as const;

/** A whole number within `[min, max]` from a URL value, else `fallback`. */
function wholeIn(value: string | null, [min, max]: readonly [number, number], fallback: number): number {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return fallback;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : fallback;
}

/** The options a frame's URL asks for; a missing or unreadable value is the default. */
export function parseFrameOptions(search: URLSearchParams): FrameOptions {
  const source = search.get('source');
  const clock = search.get('clock');
  return {
    source: FRAME_SOURCES.find((s) => s === source) ?? DEFAULT_FRAME_OPTIONS.source,
    days: wholeIn(search.get('days'), DAYS_RANGE, DEFAULT_FRAME_OPTIONS.days),
    clock: clock === '1' || clock === 'true',
    seconds: wholeIn(search.get('seconds'), SECONDS_RANGE, DEFAULT_FRAME_OPTIONS.seconds),
  };
}

/** The URL query of `options`: only what differs from the defaults, `days` only with its source. */
export function frameSearch(options: FrameOptions): string {
  const search = new URLSearchParams();
  if (options.source !== DEFAULT_FRAME_OPTIONS.source) search.set('source', options.source);
  if (options.source === 'days') search.set('days', String(options.days));
  if (options.clock) search.set('clock', '1');
  if (options.seconds !== DEFAULT_FRAME_OPTIONS.seconds) search.set('seconds', String(options.seconds));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * TanStack Query `retryDelay` of the frame's requests while the server is away: 5 s, 10 s, 20 s, …
 * at most 5 min (ms). `failureCount` is 0 after the first failure.
 */
export function frameRetryDelay(failureCount: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, failureCount), 300_000);
}
