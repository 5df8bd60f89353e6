import { describe, expect, it } from 'vitest';
import { formatWallClockDateTime } from '@/lib/wall-clock';
import { activitySubject, photoName, photoTitle } from './subject';

const photos = [
  { id: 'p', isVideo: false },
  { id: 'v', isVideo: true },
];

describe('activitySubject', () => {
  it('names the album, a photo, or a video', () => {
    expect(activitySubject(photos, undefined)).toEqual({ what: 'this album', noun: 'Album' });
    expect(activitySubject(photos, 'p')).toEqual({ what: 'this photo', noun: 'Photo' });
    expect(activitySubject(photos, 'v')).toEqual({ what: 'this video', noun: 'Video' });
  });

  it('calls an asset it does not know a photo', () => {
    expect(activitySubject(photos, 'gone')).toEqual({ what: 'this photo', noun: 'Photo' });
  });
});

describe('photoName', () => {
  it('is the file name where the server gave one, else when the photo was taken (wall clock, as written)', () => {
    expect(photoName({ fileName: 'IMG_1.jpg', localDateTime: '2021-11-24T16:22:00.000Z' })).toBe('IMG_1.jpg');
    const taken = photoName({ localDateTime: '2021-11-24T16:22:00.000Z' });
    expect(taken).toBe(`taken ${formatWallClockDateTime('2021-11-24T16:22:00.000Z')}`);
    expect(taken).toContain('2021');
    expect(taken).toContain('24');
    expect(photoName({ localDateTime: 'not a date' })).toBe('without a date');
  });
});

describe('photoTitle', () => {
  it('is the file name as it is, else when the photo was taken, capitalised', () => {
    expect(photoTitle({ fileName: 'img_1.jpg', localDateTime: '2021-11-24T16:22:00.000Z' })).toBe('img_1.jpg');
    expect(photoTitle({ localDateTime: '2021-11-24T16:22:00.000Z' })).toBe(`Taken ${formatWallClockDateTime('2021-11-24T16:22:00.000Z')}`);
  });
});

