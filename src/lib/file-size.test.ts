// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 byte'],
    [512, '512 byte'],
    [999, '999 byte'],
    [1000, '1.0 kB'],
    [60_496, '60.5 kB'],
    [230_033, '230 kB'],
    [999_960, '1.0 MB'],
    [3_400_000, '3.4 MB'],
    [5e9, '5.0 GB'],
    [undefined, undefined],
    [-1, undefined],
    [Number.NaN, undefined],
  ])('%s -> %s', (bytes, text) => {
    expect(formatFileSize(bytes, 'en-US')).toBe(text);
  });
});
