// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAME_OPTIONS, frameRetryDelay, frameSearch, parseFrameOptions } from './frame-options';

const parse = (query: string) => parseFrameOptions(new URLSearchParams(query));

describe('parseFrameOptions', () => {
  it.each([
    ['', DEFAULT_FRAME_OPTIONS],
    ['source=days&days=3&clock=1&seconds=60', { source: 'days', days: 3, clock: true, seconds: 60 }],
    ['source=saved&clock=true', { ...DEFAULT_FRAME_OPTIONS, source: 'saved', clock: true }],
    ['source=all', { ...DEFAULT_FRAME_OPTIONS, source: 'all' }],
    ['source=weekly&days=0&seconds=1', DEFAULT_FRAME_OPTIONS],
    ['days=31&seconds=3601&clock=yes', DEFAULT_FRAME_OPTIONS],
    ['days=-2&seconds=1e3', DEFAULT_FRAME_OPTIONS],
    ['days=7.5&seconds=%2030', { ...DEFAULT_FRAME_OPTIONS, seconds: 30 }],
  ])('%s', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });
});

describe('frameSearch', () => {
  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(frameSearch(DEFAULT_FRAME_OPTIONS)).toBe('');
    const options = { source: 'days', days: 3, clock: true, seconds: 30 } as const;
    expect(frameSearch(options)).toBe('?source=days&days=3&clock=1&seconds=30');
    expect(parse(frameSearch(options).slice(1))).toEqual(options);
    expect(frameSearch({ ...DEFAULT_FRAME_OPTIONS, source: 'saved', days: 3 })).toBe('?source=saved');
  });
});

describe('frameRetryDelay', () => {
  it('doubles from 5 s up to 5 min', () => {
    expect([0, 1, 2, 3, 5, 6, 20].map(frameRetryDelay)).toEqual([5_000, 10_000, 20_000, 40_000, 160_000, 300_000, 300_000]);
  });
});
