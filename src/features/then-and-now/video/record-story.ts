import { drawFrame, type VideoSlide, type VideoTiming } from './draw-frame';

/** The WebM types tried, best first; `undefined` where the browser records none of them. */
export function webmType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof HTMLCanvasElement.prototype.captureStream !== 'function') return undefined;
  return ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((type) => MediaRecorder.isTypeSupported(type));
}

/** What {@link recordStory} needs. */
export interface RecordOptions {
  slides: readonly VideoSlide[];
  title: string;
  /** the video's size in px */
  width: number;
  height: number;
  timing: VideoTiming;
  /** 0..1, as the recording goes */
  onProgress: (done: number) => void;
  signal: AbortSignal;
}

const FRAME_MS = 1000 / 30;

/**
 * Plays the story into a canvas and records it as WebM, in the browser, in real time (a recorder
 * takes frames as they come); nothing leaves the device. Rejects with an `AbortError` when
 * `signal` aborts.
 */
export function recordStory({ slides, title, width, height, timing, onProgress, signal }: RecordOptions): Promise<Blob> {
  if (signal.aborted) return Promise.reject(new DOMException('cancelled', 'AbortError'));
  const type = webmType();
  if (!type) return Promise.reject(new Error('WebM recording is not available'));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('no 2D canvas'));
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 4_000_000 });
  const chunks: Blob[] = [];
  const total = slides.length * timing.slideMs;

  return new Promise<Blob>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      if (timer !== undefined) clearTimeout(timer);
      if (recorder.state !== 'inactive') recorder.stop();
      stream.getTracks().forEach((track) => track.stop());
    };
    const onAbort = () => {
      stop();
      reject(new DOMException('cancelled', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = () => {
      signal.removeEventListener('abort', onAbort);
      if (!signal.aborted) resolve(new Blob(chunks, { type: 'video/webm' }));
    };
    drawFrame(ctx, slides, title, 0, timing);
    let started = 0;
    const tick = () => {
      if (signal.aborted) return;
      const ms = performance.now() - started;
      drawFrame(ctx, slides, title, Math.min(ms, total - 1), timing);
      onProgress(Math.min(1, ms / total));
      // (one frame past the end: the recorder stamps a frame when the next one comes)
      if (ms >= total + FRAME_MS) stop();
      else timer = setTimeout(tick, FRAME_MS);
    };
    // the story's clock starts with the recording, not before it (and not at all once cancelled:
    // a recorder stopped at once still reports that it started)
    recorder.onstart = () => {
      if (signal.aborted) return;
      started = performance.now();
      tick();
    };
    recorder.start(1000);
  });
}
