// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { formatWallClockDateTime } from '@/lib/wall-clock';
import { activitySubject, photoLabel, photoLinkLabel, photoTitle } from './subject';

const photos = [
  { id: 'p', isVideo: false },
  { id: 'v', isVideo: true },
];
const TAKEN = '2021-11-24T16:22:00.000Z';

describe('activitySubject', () => {
  it('names the album, a photo, or a video', () => {
    expect(activitySubject(photos, undefined)).toBe('album');
    expect(activitySubject(photos, 'p')).toBe('photo');
    expect(activitySubject(photos, 'v')).toBe('video');
  });

  it('calls an asset it does not know a photo', () => {
    expect(activitySubject(photos, 'gone')).toBe('photo');
  });
});

describe('photoLabel', () => {
  it('is the file name where the server gave one, else when the photo was taken (wall clock, as written)', () => {
    expect(photoLabel({ fileName: 'IMG_1.jpg', localDateTime: TAKEN })).toBe('Photo IMG_1.jpg');
    expect(photoLabel({ fileName: 'river.mp4', localDateTime: TAKEN, isVideo: true })).toBe('Video river.mp4');
    const taken = photoLabel({ localDateTime: TAKEN });
    expect(taken).toBe(`Photo taken ${formatWallClockDateTime(TAKEN, 'en')}`);
    expect(taken).toContain('2021');
    expect(taken).toContain('24');
    expect(photoLabel({ localDateTime: 'not a date' })).toBe('Photo without a date');
    expect(photoLinkLabel({ localDateTime: 'not a date', isVideo: true })).toBe('Open the video without a date');
  });
});

describe('photoTitle', () => {
  it('is the file name as it is, else when the photo was taken, capitalised', () => {
    expect(photoTitle({ fileName: 'img_1.jpg', localDateTime: TAKEN })).toBe('img_1.jpg');
    expect(photoTitle({ localDateTime: TAKEN })).toBe(`Taken ${formatWallClockDateTime(TAKEN, 'en')}`);
  });
});

describe('in the reader’s language', () => {
  afterEach(() => setLanguage(undefined));

  it('agrees with the noun and writes the date the local way (German, Spanish)', async () => {
    await setLanguage('de');
    expect(photoLabel({ localDateTime: TAKEN, isVideo: true })).toBe('Video, aufgenommen am 24. November 2021 um 16:22');
    expect(photoTitle({ localDateTime: 'not a date' })).toBe('Ohne Datum');
    await setLanguage('es');
    expect(photoLabel({ localDateTime: TAKEN })).toMatch(/^Foto tomada el 24 de noviembre de 2021/);
    expect(photoLabel({ localDateTime: TAKEN, isVideo: true })).toMatch(/^Vídeo grabado el 24 de noviembre de 2021/);
  });
});
