import { afterEach, describe, expect, it } from 'vitest';
import { PersonAssetList } from '@/api/large-list/person-asset-list';
import { compactAssets } from '@/api/large-list/compact-assets';
import { resetPreloadedImages } from '@/lib/preload-image';
import { FIRST_THUMBNAILS, preloadFirstThumbnails, sortOrderOf } from './preload-first-thumbnails';

/** 20 assets, newest first, ids a-00 … a-19 (a-00 the newest). */
const list = new PersonAssetList(
  compactAssets(
  Array.from({ length: 20 }, (_, i) => ({
    id: `a-${String(i).padStart(2, '0')}`,
    type: 'IMAGE' as const,
    localDateTime: new Date(Date.UTC(2024, 0, 20 - i)).toISOString(),
    isFavorite: false,
    thumbhash: null,
    duration: null,
  })),
  ),
  {},
);

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  resetPreloadedImages();
});

describe('preloadFirstThumbnails', () => {
  it('asks for the first tiles of the grid in display order, at high priority', () => {
    preloadFirstThumbnails(list);
    const hrefs = preloaded();
    expect(hrefs).toHaveLength(FIRST_THUMBNAILS);
    expect(hrefs[0]).toBe('/api/assets/a-00/thumbnail?size=thumbnail');
    expect(hrefs.at(-1)).toBe(`/api/assets/a-${String(FIRST_THUMBNAILS - 1).padStart(2, '0')}/thumbnail?size=thumbnail`);
    expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('starts from the other end when the oldest come first', () => {
    preloadFirstThumbnails(list.inOrder('oldest'));
    expect(preloaded()[0]).toBe('/api/assets/a-19/thumbnail?size=thumbnail');
  });

  it('asks for each thumbnail once, however often it is called', () => {
    preloadFirstThumbnails(list);
    preloadFirstThumbnails(list);
    expect(preloaded()).toHaveLength(FIRST_THUMBNAILS);
  });

  it('does nothing for an empty list', () => {
    preloadFirstThumbnails(PersonAssetList.empty);
    expect(preloaded()).toHaveLength(0);
  });
});

describe('sortOrderOf', () => {
  it.each([
    ['', 'newest'],
    ['order=oldest', 'oldest'],
    ['order=newest', 'newest'],
    ['order=sideways', 'newest'],
  ])('?%s is %s first', (search, order) => {
    expect(sortOrderOf(new URLSearchParams(search))).toBe(order);
  });
});
