// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Asset, Memory } from '@/api';
import { framedDays, framePlaylist, slideAfter } from './playlist';

const asset = (id: string, type: Asset['type'] = 'IMAGE') => ({ id, type }) as Asset;
const memory = (id: string, assets: Asset[]) => ({ id, assets }) as Memory;

describe('framePlaylist', () => {
  it('plays memory by memory, photos only, each memory once', () => {
    const a = memory('a', [asset('1'), asset('v', 'VIDEO'), asset('2')]);
    const b = memory('b', [asset('3')]);
    const slides = framePlaylist([a, b, a, memory('empty', [])]);
    expect(slides.map((s) => s.key)).toEqual(['a/1', 'a/2', 'b/3']);
    expect(slides[2]!.memory).toBe(b);
  });

  it('keeps a photo that is in two memories twice', () => {
    expect(framePlaylist([memory('a', [asset('1')]), memory('b', [asset('1')])]).map((s) => s.key)).toEqual(['a/1', 'b/1']);
  });
});

describe('slideAfter', () => {
  const slides = framePlaylist([memory('a', [asset('1'), asset('2')]), memory('b', [asset('3')])]);
  it.each([
    [undefined, 'a/1'],
    ['a/1', 'a/2'],
    ['a/2', 'b/3'],
    ['b/3', 'a/1'],
    ['gone/9', 'a/1'],
  ])('after %s comes %s', (key, next) => {
    expect(slideAfter(slides, key)?.key).toBe(next);
  });
  it('has nothing after in an empty loop', () => {
    expect(slideAfter([], 'a/1')).toBeUndefined();
  });
});

describe('framedDays', () => {
  it('counts back over a month end, newest first', () => {
    const days = framedDays(new Date(2026, 2, 1, 0, 0, 5), 2).map((d) => [d.getMonth() + 1, d.getDate()]);
    expect(days).toEqual([[3, 1], [2, 28], [2, 27]]);
  });
});
