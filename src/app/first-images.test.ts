import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryQueries, personQueries, type ListOrder, type Memory, type PersonAssetList } from '@/api';
import { resetPreloadedImages } from '@/lib/preload-image';
import { preloadFirstPhoto, preloadMemoriesFirstCovers, preloadPersonFirstRows } from './first-images';

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => new URL(l.href).pathname + new URL(l.href).search);

/** A list of `ids` in display order (`order`), as the grid reads it. */
const list = (ids: string[], partial = false, order: ListOrder = 'newest'): PersonAssetList =>
  ({
    count: ids.length,
    partial,
    order,
    idAt: (i: number) => ids[i],
    inOrder: (other: ListOrder) => (other === order ? list(ids, partial, order) : list([...ids].reverse(), partial, other)),
  }) as unknown as PersonAssetList;

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  resetPreloadedImages();
  history.replaceState(null, '', '/');
});

describe('first images', () => {
  it("asks for the memory's first photo (or the address's) as soon as the memory is in the cache", () => {
    const client = new QueryClient();
    history.replaceState(null, '', '/memories/m1?asset=a2');
    const { queryKey } = memoryQueries.detail('m1');
    preloadFirstPhoto(client, 'm1');
    expect(preloaded()).toEqual([]);
    client.setQueryData(queryKey, { assets: [{ id: 'a1' }, { id: 'a2' }] } as Memory);
    expect(preloaded()).toEqual(['/api/assets/a2/thumbnail?size=preview']);
  });

  it("asks for a person's first rows in the address's order as soon as a list in that order arrives", () => {
    const client = new QueryClient();
    history.replaceState(null, '', '/people/p1?order=oldest');
    const { queryKey } = personQueries.assets('p1', 'oldest');
    preloadPersonFirstRows(client, 'p1');
    client.setQueryData(queryKey, list(['old', 'mid'], true, 'oldest'));
    expect(preloaded()).toEqual(['/api/assets/old/thumbnail?size=thumbnail', '/api/assets/mid/thumbnail?size=thumbnail']);
  });

  it('waits for the whole list when the server sent it in the other order', () => {
    const client = new QueryClient();
    history.replaceState(null, '', '/people/p1?order=oldest');
    const { queryKey } = personQueries.assets('p1', 'oldest');
    preloadPersonFirstRows(client, 'p1');
    client.setQueryData(queryKey, list(['new', 'old'], true));
    expect(preloaded()).toEqual([]);
    client.setQueryData(queryKey, list(['new', 'mid', 'old']));
    expect(preloaded()).toEqual(['/api/assets/old/thumbnail?size=thumbnail', '/api/assets/mid/thumbnail?size=thumbnail', '/api/assets/new/thumbnail?size=thumbnail']);
  });

  it("asks for the memories page's first covers, today's memories newest first, once today's list is in the cache", () => {
    const client = new QueryClient();
    history.replaceState(null, '', '/memories');
    preloadMemoriesFirstCovers(client);
    expect(preloaded()).toEqual([]);
    const now = new Date();
    const today = (year: number) => new Date(Date.UTC(year, now.getMonth(), now.getDate(), 12)).toISOString();
    const memory = (id: string, at: string, cover?: string) => ({ id, type: 'on_this_day', memoryAt: at, assets: cover ? [{ id: cover }] : [] }) as unknown as Memory;
    const otherDay = new Date(Date.UTC(2020, (now.getMonth() + 6) % 12, 1, 12)).toISOString();
    client.setQueryData(memoryQueries.list().queryKey, [memory('m1', today(2019), 'old'), memory('m2', today(2024), 'new'), memory('m3', otherDay, 'other'), memory('m4', today(2021))]);
    expect(preloaded()).toEqual(['/api/assets/new/thumbnail?size=thumbnail', '/api/assets/old/thumbnail?size=thumbnail']);
  });

  it("asks for nothing while the address is still another page's", () => {
    const client = new QueryClient();
    history.replaceState(null, '', '/people/p0?order=oldest');
    preloadPersonFirstRows(client, 'p1');
    preloadFirstPhoto(client, 'm1');
    preloadMemoriesFirstCovers(client);
    client.setQueryData(personQueries.assets('p1').queryKey, list(['a']));
    client.setQueryData(memoryQueries.detail('m1').queryKey, { assets: [{ id: 'a1' }] } as Memory);
    client.setQueryData(memoryQueries.list().queryKey, [{ id: 'm1', type: 'on_this_day', memoryAt: new Date().toISOString(), assets: [{ id: 'a1' }] }] as unknown as Memory[]);
    expect(preloaded()).toEqual([]);
  });
});
