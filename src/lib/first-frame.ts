/**
 * A page's first picture, painted before the app has started (ADRs 098, 113): a layer over the
 * page that `src/app/first-frame/` draws from the HTML's hinted answers, and that the page takes
 * over (removes) once it shows the same picture itself, or as soon as it knows it will show
 * another thing. A memory's first photo and Then and Now's first slide use it, one at a time.
 */

/** Performance mark: the first photo of a memory opened by its address is on screen. */
export const FIRST_PHOTO_MARK = 'keepsake:memory:first-photo';

/** A first frame that the app has not taken over by then is removed anyway. */
export const FIRST_FRAME_MAX_MS = 15_000;

const SELECTOR = '[data-first-frame]';

/** How long the app's start waits for a first frame on its way (`holdAppStart`). */
export const APP_START_HOLD_MS = 400;

/** First frames still on their way: the work of each, until its picture is on screen or given up. */
let holding = 0;
/** First scripts that have run their first task (`firstScriptRan`). */
let ran = 0;
/** The app's start, waiting (`appMayStart`): each checks whether it may go on. */
const waiting = new Set<() => void>();
const wake = () => waiting.forEach((check) => check());

/**
 * Holds the app's start (its data layer, the page's data, its code and first render) while `work`
 * (a first frame's requests, decoding and painting) goes on: the page's first picture has the
 * main thread and the connections to itself rather than waiting behind the app's start, which
 * draws no picture sooner. Returns `work`.
 */
export function holdAppStart<T>(work: Promise<T>): Promise<T> {
  holding++;
  const done = () => {
    holding--;
    wake();
  };
  work.then(done, done);
  return work;
}

/**
 * Called by each first script at the end of its first task, once it has said whether it holds the
 * app's start: until every first script of the page has, the app cannot know whether one will.
 */
export function firstScriptRan(): void {
  ran++;
  wake();
}

/**
 * Resolves once every first script of `doc` (its `async` module scripts: index.html's, and the
 * route's a deep link's page names) has run and no first frame is on its way, or after `maxMs`:
 * what the app's start awaits first (src/main.tsx). The app's own script can run before a first
 * script that was still downloading: it then waits for it rather than starting beside it.
 */
export function appMayStart(maxMs: number = APP_START_HOLD_MS, doc: Document = document): Promise<void> {
  const mayStart = () => holding === 0 && ran >= doc.querySelectorAll('script[type="module"][async]').length;
  if (mayStart()) return Promise.resolve();
  return new Promise((resolve) => {
    const go = () => {
      waiting.delete(check);
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (mayStart()) go();
    };
    const timer = setTimeout(go, maxMs);
    waiting.add(check);
  });
}

/** Sets the performance mark `name`, once per page load (whichever paints first sets it). */
export function markOnce(name: string): void {
  if (performance.getEntriesByName(name).length === 0) performance.mark(name);
}

/** Marks the first photo as painted, once per page load. */
export function markFirstPhoto(): void {
  markOnce(FIRST_PHOTO_MARK);
}

/** The key of what the first frame shows (a memory's: the asset's id), if one is up. */
export function firstFrameAsset(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLElement>(SELECTOR)?.dataset.firstFrame;
}

/** Removes the first frame (nothing happens when there is none). */
export function removeFirstFrame(doc: Document = document): void {
  doc.querySelector(SELECTOR)?.remove();
}

/**
 * Lets the page under the first frame be seen unless the frame shows `key`, what the page will
 * show first: another picture, or none, must not stand over the page for a moment longer.
 */
export function keepFirstFrameOnlyFor(key: string | undefined, doc: Document = document): void {
  const shown = firstFrameAsset(doc);
  if (shown !== undefined && shown !== key) removeFirstFrame(doc);
}

/**
 * Adds a first frame showing `key`: an `aria-hidden` layer of class `className` (global styles,
 * `first-frame.css`: no pointer events) holding what `draw` puts in it. When the images `draw`
 * returns (the pictures the page will show) are decoded, the work it returns is done, and they are
 * on screen, `mark` is set once; a photo that does not load removes the layer (it is the page's to
 * explain), and so does {@link FIRST_FRAME_MAX_MS}.
 * Returns the layer, already in the page, so `draw` can measure it.
 */
export function showFirstFrame(doc: Document, key: string, className: string, draw: (frame: HTMLElement) => HTMLImageElement | (HTMLImageElement | Promise<unknown>)[], mark: string): HTMLElement {
  const frame = doc.createElement('div');
  frame.className = className;
  frame.dataset.firstFrame = key;
  frame.setAttribute('aria-hidden', 'true');
  doc.body.append(frame);
  markWhenPainted(frame, [draw(frame)].flat(), mark);
  setTimeout(() => frame.remove(), FIRST_FRAME_MAX_MS);
  return frame;
}

/**
 * Sets the mark `mark` once on the frame after `images` are decoded (and the other work given with
 * them is done), if `layer` is still up; an image that does not load removes `layer` (what it
 * shows is the page's to explain). Holds the app's start until then (`holdAppStart`).
 */
export function markWhenPainted(layer: HTMLElement, images: readonly (HTMLImageElement | Promise<unknown>)[], mark: string): void {
  void holdAppStart(
    Promise.all(images.map((img) => (img instanceof Promise ? img : img.decode()))).then(
      () => new Promise<void>((painted) => requestAnimationFrame(() => {
        if (layer.isConnected) markOnce(mark);
        painted();
      })),
      () => layer.remove(),
    ),
  );
}

/**
 * Resolves once the page's style sheets have loaded (at once when they have), or after `maxMs`:
 * an `async` first script may run before them, and a layer measured then has no box of its own yet.
 */
export function styleSheetsLoaded(doc: Document = document, maxMs: number = FIRST_FRAME_MAX_MS): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  if (pending.length === 0) return Promise.resolve();
  const loaded = pending.map((link) => new Promise<void>((done) => {
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
  }));
  // (a sheet that failed before this was asked would never say so)
  return Promise.race([Promise.all(loaded).then(() => undefined), new Promise<void>((done) => setTimeout(done, maxMs))]);
}

/** An `<img>` for a first frame: no text (the layer is hidden from assistive technology), asked for first. */
export function firstFrameImage(doc: Document, src: string, className?: string): HTMLImageElement {
  const img = doc.createElement('img');
  img.alt = '';
  img.fetchPriority = 'high';
  img.draggable = false;
  if (className) img.className = className;
  img.src = src;
  return img;
}
