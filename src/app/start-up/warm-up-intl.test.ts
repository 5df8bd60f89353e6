// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl, warmUpIntlOffThread } from './warm-up-intl';

/** A stand-in for the browser's Worker: records what the page did with it. */
class RecordingWorker {
  static all: RecordingWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  terminated = false;
  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    RecordingWorker.all.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  RecordingWorker.all = [];
});

describe('warmUpIntlOffThread', () => {
  it('starts a module worker and ends it once it reports back', () => {
    vi.stubGlobal('Worker', RecordingWorker);
    warmUpIntlOffThread();
    const [worker] = RecordingWorker.all;
    expect(String(worker?.url)).toMatch(/intl-warm-up\.worker\.ts\b/);
    expect(worker?.options).toMatchObject({ type: 'module' });
    expect(worker?.terminated).toBe(false);
    worker?.onmessage?.(new MessageEvent('message', { data: 'done' }));
    expect(worker?.terminated).toBe(true);
  });

  it('ends the worker when its script fails', () => {
    vi.stubGlobal('Worker', RecordingWorker);
    warmUpIntlOffThread();
    RecordingWorker.all[0]?.onerror?.(new Event('error'));
    expect(RecordingWorker.all[0]?.terminated).toBe(true);
  });

  it('does nothing without workers, and does not throw when one is refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmUpIntlOffThread()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the content security policy', 'SecurityError');
        }
      },
    );
    expect(() => warmUpIntlOffThread()).not.toThrow();
  });
});

describe('warmUpIntl', () => {
  it('does not throw when Intl is missing or broken', () => {
    vi.stubGlobal('Intl', {
      NumberFormat: () => {
        throw new RangeError('no locale data');
      },
    });
    expect(() => warmUpIntl()).not.toThrow();
  });
});
