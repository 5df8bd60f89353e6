import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1,023 B'],
    [1024, '1.0 KiB'],
    [60_496, '59.1 KiB'],
    [230_033, '225 KiB'],
    [3.4 * 1024 * 1024, '3.4 MiB'],
    [5 * 1024 ** 3, '5.0 GiB'],
    [undefined, undefined],
    [-1, undefined],
    [Number.NaN, undefined],
  ])('%s -> %s', (bytes, text) => {
    expect(formatFileSize(bytes, 'en-US')).toBe(text);
  });
});
