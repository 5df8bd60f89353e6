import type { LargeListTimings, LoadPersonAssetsResponse } from './protocol';

/** Timings for a fake worker's answers. */
export const fakeTimings: LargeListTimings = { fetchMs: 1, parseMs: 1, validateMs: 1, compactMs: 1, jit: true, bytes: 2 };

/** Stands in for the module worker: records what the page posts, answers when the test says. */
export class FakeWorker {
  static all: FakeWorker[] = [];
  posted: unknown[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<LoadPersonAssetsResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor(
    readonly url: URL | string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.all.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: LoadPersonAssetsResponse) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  fail(message: string) {
    this.onerror?.(new ErrorEvent('error', { message, cancelable: true }));
  }
}

