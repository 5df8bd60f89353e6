import type { CDPSession, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  /** thread (CPU) time of the event, µs */
  tdur?: number;
  ts?: number;
  args?: { name?: string; chrome_mojo_event_info?: { mojo_interface_tag?: string } };
}

/** Tasks that run a DevTools-protocol command: the harness's own scripts (Playwright's injected
 * locator/waitForFunction code), not the app's. */
const harnessInterface = 'blink.mojom.DevToolsSession';

/** The browser's commit of a new document (V8 context, HTML parser): there for any page, app or not. */
const documentCommit = 'DocumentLoader::CommitNavigation';

/**
 * V8 re-parsing code for line and column numbers. It runs in the page's tasks only because a
 * DevTools client has the Runtime domain on (Playwright always does): V8 then records a detailed
 * stack for every `Error` created, and React DOM builds a few sentinel errors when its module is
 * evaluated, so the whole entry chunk is re-parsed. Without DevTools the same task has none of it.
 */
const sourcePositions = 'V8.CollectSourcePositions';

/** What {@link longestMainThreadTask} found. */
export interface LongestTask<T> {
  result: T;
  /**
   * The most CPU time the main thread spent in one task (ms: the trace's thread duration, `tdur`,
   * never more than the task's wall time),
   * the browser's document commit excepted, less the source-position collection that DevTools'
   * presence adds (see `sourcePositions`). What the page's own work blocks the thread for: a task's
   * wall time also counts the time its thread waited for a core (other threads and processes of
   * the browser, the service, the harness), which grows with the machine's load.
   */
  longestCpuMs: number;
  /** the longest task by wall time (ms), with the same exceptions: a reference beside the CPU time */
  longestWallMs: number;
  /** the longest document-commit task (ms of wall time; 0 when `run` did not navigate) */
  commitMs: number;
}

/**
 * Records a Chromium trace around `run` and returns the longest task on any renderer main thread,
 * by CPU time and by wall time (ms): measured exactly instead of through the Long Tasks API (which
 * only reports tasks over 50 ms of wall time). The task in which the browser commits a new
 * document (creates the page's V8 context, starts the HTML parser) is reported on its own: it runs
 * before any of the app's code and costs the same for an empty page. Work that only the harness's
 * DevTools session causes inside a task (V8 collecting source positions) is not counted either.
 */
export async function longestMainThreadTask<T>(page: Page, run: () => Promise<T>): Promise<LongestTask<T>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    // Only what the figures need: tasks with their thread time (toplevel), the harness's DevTools
    // commands (mojom) and the document commit (loading). DevTools' own timeline category also records a JS stack for many
    // events, which makes V8 re-parse functions for their source positions inside the app's tasks:
    // work the page does only while a profiler watches.
    // V8's compile category holds `sourcePositions`, the work only DevTools causes.
    traceConfig: { includedCategories: ['toplevel', 'mojom', 'loading', 'disabled-by-default-v8.compile'], recordMode: 'recordContinuously' },
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
  const onMain = (e: TraceEvent) => mainThreads.has(`${e.pid}:${e.tid}`);
  // Start times of the harness's DevTools commands on a main thread (see harnessInterface).
  const harness = events.filter((e) => e.ph === 'X' && onMain(e) && e.args?.chrome_mojo_event_info?.mojo_interface_tag === harnessInterface);
  // A harness command is what its task runs from its first microsecond (nested in it, 0.5 ms grace).
  const runsHarness = (task: TraceEvent) =>
    harness.some((h) => h.pid === task.pid && h.tid === task.tid && (h.ts ?? 0) >= (task.ts ?? 0) && (h.ts ?? 0) - (task.ts ?? 0) <= 500);
  const commits = events.filter((e) => e.ph === 'X' && e.name === documentCommit && onMain(e));
  const commitsDocument = (task: TraceEvent) =>
    commits.some((c) => c.pid === task.pid && c.tid === task.tid && (c.ts ?? 0) >= (task.ts ?? 0) && (c.ts ?? 0) <= (task.ts ?? 0) + (task.dur ?? 0));
  // Outermost source-position collections on main threads (a collection can nest another).
  const collections = events.filter((e) => e.ph === 'X' && e.name === sourcePositions && onMain(e));
  const within = (outer: TraceEvent, inner: TraceEvent) =>
    inner.pid === outer.pid && inner.tid === outer.tid && (inner.ts ?? 0) >= (outer.ts ?? 0) && (inner.ts ?? 0) + (inner.dur ?? 0) <= (outer.ts ?? 0) + (outer.dur ?? 0);
  const outermost = collections.filter((c) => !collections.some((o) => o !== c && within(o, c)));
  /** DevTools-only work inside `task`: [wall µs, thread µs] */
  const devToolsOnly = (task: TraceEvent): [number, number] =>
    outermost.filter((c) => within(task, c)).reduce<[number, number]>(([d, t], c) => [d + (c.dur ?? 0), t + (c.tdur ?? 0)], [0, 0]);
  let longestWall = 0;
  let longestCpu = 0;
  let commit = 0;
  let withThreadTime = 0;
  for (const e of events) {
    if (e.ph !== 'X' || (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask')) continue;
    if (!onMain(e)) continue;
    if (runsHarness(e)) continue;
    if (commitsDocument(e)) {
      commit = Math.max(commit, (e.dur ?? 0) / 1000);
      continue;
    }
    if (e.tdur !== undefined) withThreadTime++;
    const [extra, extraCpu] = devToolsOnly(e);
    const wall = (e.dur ?? 0) - extra;
    longestWall = Math.max(longestWall, wall / 1000);
    // A task cannot have used its thread for longer than it ran. Some virtual machines' thread CPU
    // clocks jump (a task of 1 ms reading 25 ms of CPU): such a reading is capped at the wall time.
    longestCpu = Math.max(longestCpu, Math.min((e.tdur ?? 0) - extraCpu, wall) / 1000);
  }
  // A browser that records no thread time would report 0 ms: a figure that must not pass.
  if (withThreadTime === 0) throw new Error('the trace has no thread (CPU) time for main-thread tasks');
  return { result, longestCpuMs: longestCpu, longestWallMs: longestWall, commitMs: commit };
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
