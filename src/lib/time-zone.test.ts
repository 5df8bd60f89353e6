// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatOffset, offsetAt, parseTimeZone } from './time-zone';

describe('parseTimeZone', () => {
  it.each([
    ['UTC+1', { kind: 'offset', minutes: 60 }],
    ['UTC-5', { kind: 'offset', minutes: -300 }],
    ['UTC', { kind: 'offset', minutes: 0 }],
    ['UTC+05:30', { kind: 'offset', minutes: 330 }],
    ['UTC+5:45', { kind: 'offset', minutes: 345 }],
    ['+02:00', { kind: 'offset', minutes: 120 }],
    ['GMT-3', { kind: 'offset', minutes: -180 }],
    ['Asia/Tokyo', { kind: 'iana', name: 'Asia/Tokyo' }],
    ['Europe/Paris', { kind: 'iana', name: 'Europe/Paris' }],
    [undefined, undefined],
    ['', undefined],
    ['Mars/Olympus', undefined],
    ['UTC+25', undefined],
  ])('%s', (input, expected) => {
    expect(parseTimeZone(input)).toEqual(expected);
  });
});

describe('formatOffset', () => {
  it.each([
    [60, 'GMT+01:00'],
    [-300, 'GMT-05:00'],
    [0, 'GMT+00:00'],
    [330, 'GMT+05:30'],
  ])('%i -> %s', (minutes, text) => {
    expect(formatOffset(minutes)).toBe(text);
  });
});

describe('offsetAt', () => {
  it('follows daylight saving for IANA zones', () => {
    const paris = { kind: 'iana', name: 'Europe/Paris' } as const;
    expect(offsetAt(paris, new Date('2025-07-01T12:00:00Z'))).toBe(120);
    expect(offsetAt(paris, new Date('2025-01-01T12:00:00Z'))).toBe(60);
    expect(offsetAt({ kind: 'iana', name: 'Asia/Tokyo' }, new Date('2025-01-01T12:00:00.500Z'))).toBe(540);
  });
  it('returns fixed offsets as they are', () => {
    expect(offsetAt({ kind: 'offset', minutes: -300 }, new Date())).toBe(-300);
  });
});
