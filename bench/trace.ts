import type { CDPSession, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/**
 * Records a Chromium trace around `run` and returns the longest task on any renderer main thread
 * (ms): what "longest main-thread task" means, measured exactly instead of through the
 * Long Tasks API (which only reports tasks over 50 ms).
 */
export async function longestMainThreadTask<T>(page: Page, run: () => Promise<T>): Promise<{ result: T; longestMs: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline', 'toplevel'], recordMode: 'recordContinuously' },
  });
  let result: T;
  try {
    result = await run();
  } catch (error) {
    await stopTrace(cdp).catch(() => undefined);
    throw error;
  }
  const events = await stopTrace(cdp);
  await cdp.detach();
  const mainThreads = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  let longest = 0;
  for (const e of events) {
    if (e.ph !== 'X' || (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask')) continue;
    if (!mainThreads.has(`${e.pid}:${e.tid}`)) continue;
    longest = Math.max(longest, (e.dur ?? 0) / 1000);
  }
  return { result, longestMs: longest };
}

async function stopTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')));
  await cdp.send('Tracing.end');
  const stream = await done;
  const chunks: string[] = [];
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream, size: 4 * 1024 * 1024 });
    chunks.push(base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data);
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const text = chunks.join('');
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}
