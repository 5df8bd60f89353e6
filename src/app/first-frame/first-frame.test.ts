import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimPreloadedResponses, forgetEarlyResponses, takeEarlyResponse } from '@/api/early-responses';
import { FIRST_PHOTO_MARK, keepFirstFrameOnlyFor, removeFirstFrame } from '@/lib/first-frame';
import { jsonResponse } from '@/test/api';
import { hintFetches } from '@/test/fetch-hints';
import { FIRST_FRAME_MAX_MS, paintFirstFrame } from './first-frame';
import { firstPhotoOf } from './first-photo-choice';

const photo = (id: string, fileCreatedAt: string, type = 'IMAGE') => ({ id, type, fileCreatedAt });
// on the wire in no fixed order (v1.106): the story starts with the oldest
const memory = { id: 'm1', assets: [photo('b', '2020-05-02T10:00:00.000Z'), photo('a', '2020-05-01T10:00:00.000Z'), photo('v', '2019-01-01T00:00:00.000Z', 'VIDEO')] };
const photosOnly = { id: 'm1', assets: memory.assets.slice(0, 2) };

/** A page at `href` whose HTML hinted `answer` for `GET /api/memories/m1`. */
function openOn(href: string, answer: Response): Location {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer)));
  hintFetches('/api/server/version', '/api/memories/m1');
  claimPreloadedResponses(document);
  const url = new URL(href, location.href);
  return { pathname: url.pathname, search: url.search, href: url.href } as Location;
}

const frame = () => document.querySelector<HTMLElement>('[data-first-frame]');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.spyOn(HTMLImageElement.prototype, 'decode').mockResolvedValue(undefined);
});
afterEach(() => {
  removeFirstFrame();
  forgetEarlyResponses();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  performance.clearMarks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(HTMLImageElement.prototype.decode).mockRestore();
});

describe('firstPhotoOf', () => {
  it('is the oldest photo, or the one the address names', () => {
    expect(firstPhotoOf(photosOnly, null)).toBe('a');
    expect(firstPhotoOf(photosOnly, 'b')).toBe('b');
    expect(firstPhotoOf(photosOnly, 'unknown')).toBe('a');
  });

  it('is none for a video first, or an answer that is not a memory', () => {
    expect(firstPhotoOf(memory, null)).toBeUndefined();
    for (const bad of [null, 'x', { assets: 'x' }, { assets: [] }, { assets: [{ id: 7, type: 'IMAGE' }] }]) expect(firstPhotoOf(bad, null)).toBeUndefined();
  });

  it('skips items without an id, and sorts unreadable dates last', () => {
    const odd = { assets: [null, { type: 'IMAGE' }, photo('z', 'not a date'), photo('y', '2001-01-01T00:00:00Z')] };
    expect(firstPhotoOf(odd, null)).toBe('y');
  });
});

describe('paintFirstFrame', () => {
  it("draws the story's first photo from the hinted answer, and the app still reads that answer", async () => {
    const at = openOn('/memories/m1', jsonResponse(200, photosOnly));
    paintFirstFrame(document, at);
    await settle();
    expect(frame()?.dataset.firstFrame).toBe('a');
    expect(frame()?.getAttribute('aria-hidden')).toBe('true');
    expect(frame()?.querySelector('img')?.getAttribute('src')).toBe('/api/assets/a/thumbnail?size=preview');
    expect(await (await takeEarlyResponse('/api/memories/m1'))?.json()).toEqual(photosOnly);
  });

  it('marks the first photo painted once its image is decoded', async () => {
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => run(0));
    paintFirstFrame(document, openOn('/memories/m1?asset=b', jsonResponse(200, photosOnly)));
    await settle();
    expect(frame()?.dataset.firstFrame).toBe('b');
    expect(performance.getEntriesByName(FIRST_PHOTO_MARK)).toHaveLength(1);
  });

  it('draws nothing signed out (no hint), on another page, for a video, or for a failed answer', async () => {
    paintFirstFrame(document, { pathname: '/memories/m1', search: '', href: 'http://localhost/memories/m1' } as Location);
    paintFirstFrame(document, openOn('/people/m1', jsonResponse(200, photosOnly)));
    forgetEarlyResponses();
    paintFirstFrame(document, openOn('/memories/m1', jsonResponse(200, memory)));
    forgetEarlyResponses();
    paintFirstFrame(document, openOn('/memories/m1', jsonResponse(404, { message: 'Not found' })));
    await settle();
    expect(frame()).toBeNull();
  });

  it('gives way when its photo does not load, and after a while in any case', async () => {
    vi.mocked(HTMLImageElement.prototype.decode).mockRejectedValueOnce(new Error('broken'));
    paintFirstFrame(document, openOn('/memories/m1', jsonResponse(200, photosOnly)));
    await settle();
    expect(frame()).toBeNull();

    vi.useFakeTimers();
    forgetEarlyResponses();
    paintFirstFrame(document, openOn('/memories/m1', jsonResponse(200, photosOnly)));
    await vi.advanceTimersByTimeAsync(0);
    expect(frame()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(FIRST_FRAME_MAX_MS);
    expect(frame()).toBeNull();
  });
});

describe('keepFirstFrameOnlyFor', () => {
  it("keeps the frame for the story's first photo and removes it for any other (or none)", async () => {
    paintFirstFrame(document, openOn('/memories/m1', jsonResponse(200, photosOnly)));
    await settle();
    keepFirstFrameOnlyFor('a');
    expect(frame()).not.toBeNull();
    keepFirstFrameOnlyFor('b');
    expect(frame()).toBeNull();
  });
});
