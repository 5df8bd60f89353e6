/*
 * Work put off to a later task: when the browser is idle, or as the next task. Both return the
 * function that cancels the work (a no-op once it has run).
 */

/**
 * Runs `run` when the browser is next idle, and at the latest after `timeoutMs`; where there is no
 * `requestIdleCallback` (Safari), in a task of its own after `fallbackMs`.
 */
export function whenIdle(run: () => void, timeoutMs = 2000, fallbackMs = 0): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}

let channel: MessageChannel | undefined;
const queued: (() => void)[] = [];

/**
 * Runs `run` in a task of its own, as soon as the event loop gets to it (a message to this page:
 * no `setTimeout` clamping, and the browser can paint between such tasks).
 */
export function nextTask(run: () => void): () => void {
  let cancelled = false;
  const task = () => {
    if (!cancelled) run();
  };
  if (typeof MessageChannel === 'undefined') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => queued.shift()?.();
  }
  queued.push(task);
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
  };
}
