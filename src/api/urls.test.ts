// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setApiBase } from './base';
import { setupApiTests } from '@/test/api';
import { assetOriginalUrl, assetThumbnailUrl, assetVideoUrl, personThumbnailUrl, userProfileImageUrl } from './urls';

setupApiTests();

describe('URL builders', () => {
  it('build same-origin API URLs', () => {
    expect(assetThumbnailUrl('a1')).toBe('/api/assets/a1/thumbnail?size=thumbnail');
    expect(assetThumbnailUrl('a1', 'preview')).toBe('/api/assets/a1/thumbnail?size=preview');
    expect(assetOriginalUrl('a1')).toBe('/api/assets/a1/original');
    expect(assetVideoUrl('a1')).toBe('/api/assets/a1/video/playback');
    expect(personThumbnailUrl('p1')).toBe('/api/people/p1/thumbnail');
    expect(userProfileImageUrl('u1')).toBe('/api/users/u1/profile-image');
  });

  it('escape ids and follow the configured base', () => {
    setApiBase('/immich/api');
    expect(assetOriginalUrl('../x?y')).toBe('/immich/api/assets/..%2Fx%3Fy/original');
  });
});
