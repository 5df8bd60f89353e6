// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { indexOfAsset } from './memory-assets';
import { testAsset } from '@/test/recorded-samples';

const assets = [
  testAsset({ id: 'noon', localDateTime: '2024-11-22T12:10:45.000Z' }),
  testAsset({ id: 'eight', localDateTime: '2024-11-22T08:00:00.000Z' }),
  testAsset({ id: 'nine', localDateTime: '2024-11-22T09:30:12.000Z' }),
];

describe('indexOfAsset', () => {
  it.each([
    ['nine', 2],
    ['unknown', 0],
    [null, 0],
    ['', 0],
  ])('%s -> %i', (id, index) => {
    expect(indexOfAsset(assets, id)).toBe(index);
  });
});
