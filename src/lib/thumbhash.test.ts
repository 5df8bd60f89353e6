// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rgbaToThumbHash } from 'thumbhash';
import { thumbhashAspectRatio, thumbhashToDataUrl } from './thumbhash';

/** A real hash recorded from an Immich v1.106.4 server (fixtures/get-album.json). */
const realHash = 'zbgFFYSPiHh9h4iIeIh3iH6PCAeH';

function encode(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

describe('thumbhashToDataUrl', () => {
  it('decodes a real server hash into a PNG data URL', () => {
    expect(thumbhashToDataUrl(realHash)).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
  });

  it('round-trips a hash made from pixels', () => {
    const w = 8;
    const h = 4;
    const rgba = new Uint8Array(w * h * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 7) % 256));
    expect(thumbhashToDataUrl(encode(rgbaToThumbHash(w, h, rgba)))).toMatch(/^data:image\/png;base64,/);
  });

  it('accepts URL-safe base64 without padding', () => {
    const standard = encode(rgbaToThumbHash(4, 4, new Uint8Array(64).fill(200)));
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(thumbhashToDataUrl(urlSafe)).toBe(thumbhashToDataUrl(standard));
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not base64', '%%%not base64%%%'],
    ['too short', 'AAA='],
  ])('returns undefined for a %s hash', (_label, hash) => {
    expect(thumbhashToDataUrl(hash)).toBeUndefined();
  });
});

describe('thumbhashAspectRatio', () => {
  it('reads a landscape ratio from a real hash', () => {
    expect(thumbhashAspectRatio('jQcGDICPiHh+d4iIiHhgcQkLsw==')).toBeGreaterThan(1);
  });

  it('reads the same ratio from URL-safe base64 without padding', () => {
    const standard = encode(rgbaToThumbHash(8, 4, new Uint8Array(128).fill(90)));
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(thumbhashAspectRatio(urlSafe)).toBe(thumbhashAspectRatio(standard));
    expect(thumbhashAspectRatio(standard)).toBeGreaterThan(1);
  });

  it.each([[undefined], [''], ['AA=='], ['%%%not base64%%%']])('no ratio from %o', (hash) => {
    expect(thumbhashAspectRatio(hash)).toBeUndefined();
  });
});
