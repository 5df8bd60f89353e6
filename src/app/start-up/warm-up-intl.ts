/**
 * Creates the kinds of `Intl` formatter the views use first (numbers, dates with styles, in UTC),
 * so that ICU's locale data is loaded. Never throws: `Intl` is optional for start-up.
 */
export function warmUpIntl(): void {
  try {
    new Intl.NumberFormat().format(1234.5);
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(0);
  } catch {
    // the views format dates themselves
  }
}

/**
 * Buys: no long task for ICU's locale data on the main thread. Runs {@link warmUpIntl} in a
 * short-lived worker: V8 keeps ICU's locale list for the whole renderer process, so the main
 * thread's first formatter finds it built. Without workers (or when one cannot start), the first
 * formatter on the main thread pays it.
 */
export function warmUpIntlOffThread(): void {
  if (typeof Worker !== 'function') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module', name: 'intl-warm-up' });
    const stop = () => worker.terminate();
    worker.onmessage = stop;
    worker.onerror = stop;
  } catch {
    // a policy or browser that refuses the worker: nothing lost
  }
}
