// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';
import {
  formatCaptureTime,
  formatCoordinates,
  formatDimensions,
  formatExposureTime,
  formatFNumber,
  formatFocalLength,
  formatIso,
  formatMegapixels,
  formatPlace,
  openStreetMapUrl,
} from './exif-format';

const en = 'en-US';

describe('exposure, aperture, focal length, ISO', () => {
  it.each([
    ['1/250', '1/250 sec'],
    ['1/180', '1/180 sec'],
    ['0.004', '1/250 sec'],
    ['0.5', '1/2 sec'],
    ['2', '2 sec'],
    ['2.5', '2.5 sec'],
    ['10/1', '10 sec'],
    ['2/500', '1/250 sec'],
    ['', undefined],
    ['0', undefined],
    ['fast', undefined],
    [undefined, undefined],
  ])('exposure %s -> %s', (input, out) => {
    expect(formatExposureTime(input, en)).toBe(out);
  });

  it.each([
    [1.8, 'ƒ/1.8'],
    [4, 'ƒ/4'],
    [2.8, 'ƒ/2.8'],
    [0, undefined],
    [undefined, undefined],
  ])('f-number %s -> %s', (input, out) => {
    expect(formatFNumber(input, en)).toBe(out);
  });

  it.each([
    [4.25, '4.25 mm'],
    [50, '50 mm'],
    [6.7651, '6.77 mm'],
    [undefined, undefined],
  ])('focal length %s -> %s', (input, out) => {
    expect(formatFocalLength(input, en)).toBe(out);
  });

  it.each([
    [100, 'ISO 100'],
    [12800, 'ISO 12,800'],
    [undefined, undefined],
  ])('iso %s -> %s', (input, out) => {
    expect(formatIso(input, en)).toBe(out);
  });
});

describe('sizes', () => {
  it.each([
    [4000, 3000, '6', '3,000 × 4,000'],
    [4000, 3000, '8', '3,000 × 4,000'],
    [4000, 3000, '3', '4,000 × 3,000'],
    [4000, 3000, undefined, '4,000 × 3,000'],
    [undefined, 3000, '1', undefined],
  ])('dimensions %s×%s orientation %s -> %s', (w, h, o, out) => {
    expect(formatDimensions(w, h, o, en)).toBe(out);
  });

  it.each([
    [4032, 3024, '12'],
    [1600, 1200, '1.9'],
    [8192, 5464, '45'],
    [0, 10, undefined],
  ])('megapixels %s×%s -> %s', (w, h, out) => {
    expect(formatMegapixels(w, h, en)).toBe(out);
  });
});

describe('formatCaptureTime', () => {
  it.each([
    {
      name: 'offset "UTC+1"',
      input: { dateTimeOriginal: '2025-11-22T11:30:00.000Z', timeZone: 'UTC+1' },
      out: { date: 'Saturday, November 22, 2025', time: '12:30 PM GMT+01:00', machine: '2025-11-22T12:30:00+01:00' },
    },
    {
      name: 'offset "UTC-5" crossing midnight',
      input: { dateTimeOriginal: '2025-01-01T02:00:00.000Z', timeZone: 'UTC-5' },
      out: { date: 'Tuesday, December 31, 2024', time: '9:00 PM GMT-05:00', machine: '2024-12-31T21:00:00-05:00' },
    },
    {
      name: '"UTC"',
      input: { dateTimeOriginal: '2025-06-01T15:45:00.000Z', timeZone: 'UTC' },
      out: { date: 'Sunday, June 1, 2025', time: '3:45 PM GMT+00:00', machine: '2025-06-01T15:45:00+00:00' },
    },
    {
      name: 'IANA name with daylight saving',
      input: { dateTimeOriginal: '2025-06-02T13:45:00.000Z', timeZone: 'Europe/Paris' },
      out: { date: 'Monday, June 2, 2025', time: '3:45 PM GMT+02:00', machine: '2025-06-02T15:45:00+02:00' },
    },
    {
      name: 'IANA Asia/Tokyo',
      input: { dateTimeOriginal: '2025-06-02T06:45:00.000Z', timeZone: 'Asia/Tokyo' },
      out: { date: 'Monday, June 2, 2025', time: '3:45 PM GMT+09:00', machine: '2025-06-02T15:45:00+09:00' },
    },
    {
      name: 'no zone: the wall clock as written, no offset',
      input: { dateTimeOriginal: '2025-06-02T13:45:00.000Z', localDateTime: '2025-06-02T15:45:00.000Z' },
      out: { date: 'Monday, June 2, 2025', time: '3:45 PM', machine: '2025-06-02T15:45:00' },
    },
    {
      name: 'unknown zone string: treated as no zone',
      input: { dateTimeOriginal: '2025-06-02T13:45:00.000Z', timeZone: 'Somewhere', localDateTime: '2025-06-02T15:45:00.000Z' },
      out: { date: 'Monday, June 2, 2025', time: '3:45 PM', machine: '2025-06-02T15:45:00' },
    },
  ])('$name', ({ input, out }) => {
    expect(formatCaptureTime(input, en)).toEqual(out);
  });

  it('returns undefined without any date', () => {
    expect(formatCaptureTime({ timeZone: 'UTC+1' }, en)).toBeUndefined();
    expect(formatCaptureTime({ dateTimeOriginal: 'garbage' }, en)).toBeUndefined();
  });
});

describe('place and coordinates', () => {
  it('joins the parts that are present', () => {
    expect(formatPlace('Paris', 'Île-de-France', 'France')).toBe('Paris, Île-de-France, France');
    expect(formatPlace(undefined, ' ', 'France')).toBe('France');
    expect(formatPlace(undefined, undefined, undefined)).toBeUndefined();
    expect(formatPlace('京都市', '京都府', '日本', '、')).toBe('京都市、京都府、日本');
  });
  it.each([
    [48.8867, 2.3431, { latitude: '48.8867', longitude: '2.3431', hemisphere: 'north', meridian: 'east' }],
    [-33.8568, -70.6, { latitude: '33.8568', longitude: '70.6', hemisphere: 'south', meridian: 'west' }],
    [0, 0, undefined],
    [undefined, 2, undefined],
    [91, 2, undefined],
  ])('%s, %s -> %s', (lat, lon, out) => {
    expect(formatCoordinates(lat, lon, en)).toEqual(out);
  });
  it('links to OpenStreetMap with a marker', () => {
    expect(openStreetMapUrl(48.8867, 2.3431)).toBe('https://www.openstreetmap.org/?mlat=48.88670&mlon=2.34310#map=15/48.88670/2.34310');
    expect(openStreetMapUrl(undefined, 1)).toBeUndefined();
  });
});

describe('durations', () => {
  it.each([
    [4, '0:04'],
    [75, '1:15'],
    [3723, '1:02:03'],
  ])('%s s -> %s', (seconds, text) => {
    expect(formatDuration(seconds, en)).toBe(text);
  });
});
