import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimPreloadedResponses, forgetEarlyResponses, takeEarlyResponse } from '@/api/early-responses';
import { FIRST_SLIDE_MARK } from '@/features/then-and-now/marks';
import { alignFace, firstSlideKey } from '@/features/then-and-now/model/align';
import { removeFirstFrame } from '@/lib/first-frame';
import { jsonResponse } from '@/test/api';
import { hintFetches } from '@/test/fetch-hints';
import { paintFirstSlide } from './first-slide';
import { FIRST_SLIDE_DATA_ID, firstSlideData, oldestYearOf } from './first-slide-choice';

const box = { boundingBoxX1: 600, boundingBoxX2: 800, boundingBoxY1: 300, boundingBoxY2: 500, imageWidth: 1440, imageHeight: 960 };
const item = (id: string, localDateTime: string) => ({ id, type: 'IMAGE', localDateTime, fileCreatedAt: localDateTime, isFavorite: false, width: 1440, height: 960 });
// (a server before v2 ignores `visibility` and sends archived photos too: the list leaves them out)
const search = { assets: { items: [{ ...item('old', '2015-02-01T09:00:00.000Z'), isArchived: true }, item('a', '2016-02-01T09:00:00.000Z'), item('b', '2016-03-01T09:00:00.000Z'), item('c', '2018-01-01T09:00:00.000Z')], nextPage: '2' } };
const v1 = { major: 1, minor: 106, patch: 4 };
const v3 = { major: 3, minor: 0, patch: 0 };

/** The requests made (method and URL, the search's body), answered as a server of `version` would. */
function serve(version: typeof v1) {
  const asked: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, location.href);
    asked.push({ method: init?.method ?? 'GET', url: url.pathname + url.search, ...(init?.body ? { body: JSON.parse(init.body as string) as unknown } : {}) });
    if (url.pathname === '/api/server/version') return Promise.resolve(jsonResponse(200, version));
    if (url.pathname === '/api/search/metadata') return Promise.resolve(jsonResponse(200, search));
    if (url.pathname === '/api/faces') return Promise.resolve(jsonResponse(200, [{ ...box, id: 'f', person: { id: 'p1' } }]));
    const id = /^\/api\/assets\/([^/]+)$/.exec(url.pathname)?.[1];
    if (id) return Promise.resolve(jsonResponse(200, { id, width: 1440, height: 960, people: [{ id: 'p1', faces: [{ ...box, id: `f-${id}`, boundingBoxX2: id === 'b' ? 900 : 800 }] }] }));
    return Promise.resolve(jsonResponse(404, {}));
  }));
  return asked;
}

const at = (pathname: string) => ({ pathname, search: '', href: `http://localhost:3000${pathname}` }) as Location;
const frame = () => document.querySelector<HTMLElement>('[data-first-frame]');

const spies: { mockRestore: () => void }[] = [];
beforeEach(() => {
  // (no layout here: the layer's box as the story's stage at 1440 × 900 under the header)
  spies.push(
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1440),
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(836),
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockResolvedValue(undefined),
  );
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => run(0));
  localStorage.clear();
});
afterEach(() => {
  removeFirstFrame();
  forgetEarlyResponses();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  performance.clearMarks();
  vi.unstubAllGlobals();
  spies.splice(0).forEach((spy) => spy.mockRestore());
  localStorage.clear();
});

describe('paintFirstSlide', () => {
  it("asks for the oldest photos and their assets (v1/v2), draws the app's first slide, and leaves the answers to the app", async () => {
    const asked = serve(v1);
    hintFetches('/api/server/version', '/api/people/p1');
    claimPreloadedResponses(document);
    await paintFirstSlide(document, at('/people/p1/then-and-now'));
    const search = asked.find((r) => r.url === '/api/search/metadata');
    expect(search?.body).toMatchObject({ personIds: ['p1'], order: 'asc', page: 1, visibility: 'timeline', withExif: true });
    expect(asked.filter((r) => r.url.startsWith('/api/assets/')).map((r) => r.url)).toEqual(['/api/assets/b', '/api/assets/a']);
    // b's face is the larger: the story starts with it, aligned on the layer's box
    const layer = frame();
    const stage = { width: layer!.clientWidth, height: layer!.clientHeight };
    expect(layer?.dataset.firstFrame).toBe(firstSlideKey('b', alignFace({ width: 1440, height: 960 }, { ...box, boundingBoxX2: 900 }, stage)));
    expect(layer?.getAttribute('aria-hidden')).toBe('true');
    expect(layer?.querySelector('.first-slide-photo')?.getAttribute('src')).toBe('/api/assets/b/thumbnail?size=preview');
    // (set on the frame after the decode, a few microtasks on)
    await vi.waitFor(() => expect(performance.getEntriesByName(FIRST_SLIDE_MARK)).toHaveLength(1));
    expect(await (await takeEarlyResponse('/api/assets/b'))?.json()).toMatchObject({ id: 'b' });
    expect(asked.filter((r) => r.url === '/api/assets/b')).toHaveLength(1);
  });

  it('asks `GET /faces?id=` on v3, and honours the pick stored for the oldest year', async () => {
    localStorage.setItem('keepsake.then-and-now.p1', JSON.stringify({ 2016: 'a' }));
    const asked = serve(v3);
    hintFetches('/api/server/version', '/api/people/p1');
    claimPreloadedResponses(document);
    await paintFirstSlide(document, at('/people/p1/then-and-now'));
    expect(asked.find((r) => r.url === '/api/search/metadata')?.body).toMatchObject({ order: 'asc', visibility: 'timeline' });
    expect(asked.filter((r) => r.url.startsWith('/api/faces')).map((r) => r.url)).toEqual(['/api/faces?id=a', '/api/faces?id=b']);
    expect(asked.some((r) => r.url.startsWith('/api/assets/'))).toBe(false);
    expect(frame()?.dataset.firstFrame).toMatch(/^a /);
  });

  it("asks for the candidates' photos beside their faces, draws the chosen one's element, and lets the others go", async () => {
    const asked = serve(v1);
    // the photos' requests as they start: an image asks when its `src` is set
    const photos: HTMLImageElement[] = [];
    const sources: string[] = [];
    const srcSpy = vi.spyOn(HTMLImageElement.prototype, 'src', 'set');
    srcSpy.mockImplementation(function (this: HTMLImageElement, value: string) {
      photos.push(this);
      sources.push(value);
      this.setAttribute('src', value);
    });
    spies.push(srcSpy);
    let facesAskedWhenPhotosWere = -1;
    vi.stubGlobal('fetch', vi.fn(((original) => (input: string, init?: RequestInit) => {
      if (new URL(input, location.href).pathname.startsWith('/api/assets/') && facesAskedWhenPhotosWere < 0) facesAskedWhenPhotosWere = photos.length;
      return original(input, init);
    })(fetch as (input: string, init?: RequestInit) => Promise<Response>)));
    hintFetches('/api/server/version', '/api/people/p1');
    claimPreloadedResponses(document);
    await paintFirstSlide(document, at('/people/p1/then-and-now'));
    expect(asked.filter((r) => r.url.startsWith('/api/assets/'))).toHaveLength(2);
    // both candidates' photos were asked for before their faces
    expect(sources.slice(0, 2)).toEqual(['/api/assets/b/thumbnail?size=preview', '/api/assets/a/thumbnail?size=preview']);
    expect(facesAskedWhenPhotosWere).toBe(2);
    const [b, a] = photos;
    expect(frame()?.querySelector('.first-slide-photo')).toBe(b);
    expect(a?.hasAttribute('src')).toBe(false);
  });

  it("reads the oldest year from the page's data when the server wrote it (no search), and searches itself when it is not the person's", async () => {
    const asked = serve(v1);
    hintFetches('/api/server/version', '/api/people/p1');
    claimPreloadedResponses(document);
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = FIRST_SLIDE_DATA_ID;
    const oldest = oldestYearOf(search.assets.items, true)!;
    data.textContent = firstSlideData('p1', { ...oldest, photos: oldest.photos.filter((p) => p.assetId === 'a') });
    document.head.append(data);
    try {
      await paintFirstSlide(document, at('/people/p1/then-and-now'));
      expect(asked.some((r) => r.url === '/api/search/metadata')).toBe(false);
      // (only a, as the data says: b is not in it)
      expect(asked.filter((r) => r.url.startsWith('/api/assets/')).map((r) => r.url)).toEqual(['/api/assets/a']);
      expect(frame()?.dataset.firstFrame).toMatch(/^a /);
      removeFirstFrame();
      forgetEarlyResponses();
      document.head.querySelectorAll('link').forEach((link) => link.remove());
      hintFetches('/api/server/version', '/api/people/p1');
      claimPreloadedResponses(document);
      data.textContent = firstSlideData('p2', oldest);
      await paintFirstSlide(document, at('/people/p1/then-and-now'));
      expect(asked.filter((r) => r.url === '/api/search/metadata')).toHaveLength(1);
    } finally {
      data.remove();
    }
  });

  it("measures the layer only once the page's styles have loaded (they give it its box)", async () => {
    serve(v1);
    hintFetches('/api/server/version', '/api/people/p1');
    claimPreloadedResponses(document);
    const styles = document.createElement('link');
    styles.rel = 'stylesheet';
    Object.defineProperty(styles, 'sheet', { value: null, configurable: true });
    document.head.append(styles);
    const painted = paintFirstSlide(document, at('/people/p1/then-and-now'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frame()).toBeNull();
    styles.dispatchEvent(new Event('load'));
    await painted;
    expect(frame()?.dataset.firstFrame).toMatch(/^b /);
  });

  it('asks nothing and draws nothing signed out (no hint) or on another page', async () => {
    const asked = serve(v1);
    await paintFirstSlide(document, at('/people/p1/then-and-now'));
    hintFetches('/api/server/version', '/api/people/p1');
    claimPreloadedResponses(document);
    await paintFirstSlide(document, at('/people/p1'));
    expect(asked.filter((r) => r.url !== '/api/server/version' && r.url !== '/api/people/p1')).toEqual([]);
    expect(frame()).toBeNull();
  });
});
