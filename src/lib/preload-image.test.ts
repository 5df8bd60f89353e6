import { afterEach, describe, expect, it } from 'vitest';
import { isPreloadedImageHere, preloadImage, resetPreloadedImages } from './preload-image';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of links()) link.remove();
  resetPreloadedImages();
});

describe('preloadImage', () => {
  it('asks for an image once, at high priority', () => {
    preloadImage('/api/assets/a/thumbnail?size=thumbnail');
    preloadImage('/api/assets/a/thumbnail?size=thumbnail');
    expect(links().map((l) => [l.getAttribute('href'), l.getAttribute('fetchpriority')])).toEqual([['/api/assets/a/thumbnail?size=thumbnail', 'high']]);
  });

  it('says an image is here once its response has arrived, and not before', () => {
    preloadImage('/a');
    preloadImage('/b');
    expect(isPreloadedImageHere('/a')).toBe(false);
    links()[0]!.dispatchEvent(new Event('load'));
    expect(isPreloadedImageHere('/a')).toBe(true);
    expect(isPreloadedImageHere('/b')).toBe(false);
    links()[1]!.dispatchEvent(new Event('error'));
    expect(isPreloadedImageHere('/b')).toBe(false);
    // never asked for here: not known to be here
    expect(isPreloadedImageHere('/c')).toBe(false);
    expect(isPreloadedImageHere(undefined)).toBe(false);
  });
});
