// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCaptureTime, formatCoordinates, formatDimensions, formatExposureTime, formatFNumber, formatFocalLength, formatIso, formatMegapixels } from './exif-format';
import { formatDuration } from './format-duration';
import { formatFileSize } from './file-size';
import { monthLabel } from './month-groups';
import { formatWallClockDate, formatWallClockShort } from './wall-clock';

// The helpers in German and Arabic (Egypt: Arabic-Indic digits), given the locale and taken from the
// reader's language.
describe('EXIF values per locale', () => {
  it.each([
    ['de-DE', 'ƒ/1,8', '1/250 Sek.', '2,5 Sek.', '4,25 mm', 'ISO 12.800', '3.000 × 4.000', '1,9'],
    ['ar-EG', 'ƒ/١٫٨', '١/٢٥٠ ث', '٢٫٥ ث', '٤٫٢٥ مم', 'ISO ١٢٬٨٠٠', '٣٬٠٠٠ × ٤٬٠٠٠', '١٫٩'],
    ['fr-FR', 'ƒ/1,8', '1/250\u202fs', '2,5\u202fs', '4,25\u202fmm', 'ISO 12\u202f800', '3\u202f000 × 4\u202f000', '1,9'],
    ['zh-Hans', 'ƒ/1.8', '1/250秒', '2.5秒', '4.25毫米', 'ISO 12,800', '3,000 × 4,000', '1.9'],
  ])('%s', (locale, f, fraction, seconds, focal, iso, dimensions, mp) => {
    expect(formatFNumber(1.8, locale)).toBe(f);
    expect(formatExposureTime('1/250', locale)).toBe(fraction);
    expect(formatExposureTime('0.004', locale)).toBe(fraction);
    expect(formatExposureTime('2.5', locale)).toBe(seconds);
    expect(formatFocalLength(4.25, locale)).toBe(focal);
    expect(formatIso(12800, locale)).toBe(iso);
    expect(formatDimensions(4000, 3000, '6', locale)).toBe(dimensions);
    expect(formatMegapixels(1600, 1200, locale)).toBe(mp);
  });

  it('writes coordinates and durations in the locale’s digits', () => {
    expect(formatCoordinates(48.8867, 2.3431, 'de-DE')).toMatchObject({ latitude: '48,8867', longitude: '2,3431' });
    expect(formatCoordinates(30.0444, 31.2357, 'ar-EG')).toMatchObject({ latitude: '٣٠٫٠٤٤٤', longitude: '٣١٫٢٣٥٧' });
    expect(formatDuration(75, 'ar-EG')).toBe('١:١٥');
    expect(formatDuration(3723, 'de-DE')).toBe('1:02:03');
  });
});

describe('file sizes per locale', () => {
  it.each([
    ['de-DE', 60_496, '60,5 kB'],
    ['de-DE', 3_400_000, '3,4 MB'],
    ['fr-FR', 3_400_000, '3,4\u202fMo'],
    ['ar-EG', 3_400_000, '٣٫٤ م.ب'],
    ['ar-EG', 512, '٥١٢ بايت'],
    ['ja-JP', 60_496, '60.5 KB'],
  ])('%s: %s bytes -> %s', (locale, bytes, text) => {
    expect(formatFileSize(bytes, locale)).toBe(text);
  });
});

describe('the time a photo was taken, in its own zone, per locale', () => {
  const paris = { dateTimeOriginal: '2025-06-02T13:45:00.000Z', timeZone: 'Europe/Paris' };
  it('German', () => {
    expect(formatCaptureTime(paris, 'de-DE')).toEqual({ date: 'Montag, 2. Juni 2025', time: '15:45 GMT+02:00', machine: '2025-06-02T15:45:00+02:00' });
    expect(formatCaptureTime({ dateTimeOriginal: '2025-01-01T02:00:00.000Z', timeZone: 'UTC-5' }, 'de-DE')?.time).toBe('21:00 GMT-05:00');
  });
  it('French writes the offset from UTC', () => {
    expect(formatCaptureTime(paris, 'fr-FR')?.time).toBe('15:45 UTC+02:00');
  });
  it('Arabic, with an offset no IANA zone is needed for (India)', () => {
    const india = formatCaptureTime({ dateTimeOriginal: '2025-06-02T10:15:00.000Z', timeZone: 'UTC+05:30' }, 'ar-EG');
    expect(india).toEqual({ date: 'الاثنين، ٢ يونيو ٢٠٢٥', time: '٣:٤٥ م غرينتش+٠٥:٣٠', machine: '2025-06-02T15:45:00+05:30' });
    expect(formatCaptureTime({ dateTimeOriginal: '2025-06-02T10:15:00.000Z', timeZone: 'UTC+05:30' }, 'en-US')?.time).toBe('3:45 PM GMT+05:30');
    expect(formatCaptureTime({ dateTimeOriginal: '2025-06-02T19:15:00.000Z', timeZone: '-03:30' }, 'de-DE')?.time).toBe('15:45 GMT-03:30');
  });
});

describe('dates of tiles and month headings per locale', () => {
  it.each([
    ['de-DE', 'Juni 2021', '03.06.2021, 10:00', '3. Juni 2021'],
    ['ar-EG', 'يونيو ٢٠٢١', '٠٣‏/٠٦‏/٢٠٢١، ١٠:٠٠ ص', '٣ يونيو ٢٠٢١'],
  ])('%s', (locale, month, short, long) => {
    expect(monthLabel(2021 * 12 + 5, '?', locale)).toBe(month);
    expect(formatWallClockShort('2021-06-03T10:00:00.000Z', locale)).toBe(short);
    expect(formatWallClockDate('2021-06-03T10:00:00.000Z', locale)).toBe(long);
  });
});

describe('shutter speeds', () => {
  it('write the denominator without grouping, as photographers do', () => {
    expect(formatExposureTime('1/1000', 'de-DE')).toBe('1/1000 Sek.');
    expect(formatExposureTime('1/8000', 'ar-EG')).toBe('١/٨٠٠٠ ث');
  });
});
