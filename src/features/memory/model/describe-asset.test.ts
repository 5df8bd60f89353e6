import { describe, expect, it } from 'vitest';
import { altTextOf, peopleOf, placeOf } from './describe-asset';
import { testAsset } from '@/test/recorded-samples';

const person = (name: string, isHidden = false) => ({ id: name, name, isHidden, thumbnailPath: '', faces: [] });

describe('placeOf', () => {
  it.each([
    [{ city: 'Lyon', country: 'France' }, 'Lyon, France'],
    [{ country: 'Japan' }, 'Japan'],
    [{ city: '  ', country: undefined }, undefined],
    [undefined, undefined],
  ])('%o -> %s', (exifInfo, text) => {
    expect(placeOf(testAsset({ id: 'a', exifInfo }))).toBe(text);
  });
});

describe('peopleOf', () => {
  it('lists named, visible people', () => {
    expect(peopleOf(testAsset({ id: 'a', people: [person('Anna'), person(''), person('Ben', true), person('Chloé')] }))).toBe('Anna and Chloé');
  });
});

describe('altTextOf', () => {
  it('prefers the photo’s own description', () => {
    const asset = testAsset({ id: 'a', exifInfo: { description: 'Grandma’s 90th', city: 'Lyon' } });
    expect(altTextOf(asset)).toBe('Grandma’s 90th');
  });

  it('falls back to kind, place, people and wall-clock date', () => {
    const asset = testAsset({ id: 'a', localDateTime: '2024-11-22T23:30:00.000Z', exifInfo: { city: 'Lyon', country: 'France' }, people: [person('Anna'), person('Ben')] });
    expect(altTextOf(asset)).toBe('Photo in Lyon, France with Anna and Ben, November 22, 2024');
  });

  it('uses the full asset when the memory’s copy is thin', () => {
    const thin = testAsset({ id: 'a', type: 'VIDEO' });
    const full = testAsset({ id: 'a', type: 'VIDEO', exifInfo: { city: 'Kyoto', country: 'Japan' } });
    expect(altTextOf(thin, full)).toBe('Video in Kyoto, Japan, November 22, 2024');
    expect(altTextOf(thin)).toBe('Video, November 22, 2024');
  });
});
