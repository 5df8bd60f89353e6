import { describe, expect, it } from 'vitest';
import { activitySubject } from './subject';

const album = { assets: [{ id: 'p', type: 'IMAGE' as const }, { id: 'v', type: 'VIDEO' as const }] } as unknown as Parameters<typeof activitySubject>[0];

describe('activitySubject', () => {
  it('names the album, a photo, or a video', () => {
    expect(activitySubject(album, undefined)).toEqual({ what: 'this album', noun: 'Album' });
    expect(activitySubject(album, 'p')).toEqual({ what: 'this photo', noun: 'Photo' });
    expect(activitySubject(album, 'v')).toEqual({ what: 'this video', noun: 'Video' });
  });

  it('calls an asset it does not know a photo', () => {
    expect(activitySubject(album, 'gone')).toEqual({ what: 'this photo', noun: 'Photo' });
  });
});
