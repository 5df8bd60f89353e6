import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setLanguage } from '@/i18n';
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

describe('in other languages', () => {
  let browserLanguages: MockInstance | undefined;
  afterEach(async () => {
    browserLanguages?.mockRestore();
    await setLanguage(undefined);
  });

  const five = ['Anna', 'Ben', 'Chloé', 'Dara', 'Emil'].map((name) => person(name));

  it('lists up to three names, then the first two and “N others”, in English', () => {
    expect(peopleOf(testAsset({ id: 'a', people: five.slice(0, 3) }))).toBe('Anna, Ben, and Chloé');
    expect(peopleOf(testAsset({ id: 'a', people: five }))).toBe('Anna, Ben, and 3 others');
    expect(peopleOf(testAsset({ id: 'a', people: five.slice(0, 4) }))).toBe('Anna, Ben, and 2 others');
  });

  it('German: its own list, plural and date', async () => {
    await setLanguage('de');
    expect(peopleOf(testAsset({ id: 'a', people: five }))).toBe('Anna, Ben und 3 weitere Personen');
    const asset = testAsset({ id: 'a', localDateTime: '2024-11-22T23:30:00.000Z', exifInfo: { city: 'Lyon', country: 'France' }, people: five.slice(0, 2) });
    expect(altTextOf(asset)).toBe('Foto in Lyon, France mit Anna und Ben, 22. November 2024');
    expect(altTextOf(testAsset({ id: 'a', type: 'VIDEO' }))).toBe('Video, 22. November 2024');
  });

  it('Japanese puts the country first and the date in brackets', async () => {
    await setLanguage('ja');
    const asset = testAsset({ id: 'a', localDateTime: '2024-11-22T23:30:00.000Z', exifInfo: { city: 'Kyoto', country: 'Japan' } });
    expect(altTextOf(asset)).toBe('Japan、Kyotoで撮影した写真（2024年11月22日）');
    expect(peopleOf(testAsset({ id: 'a', people: five }))).toBe('Anna、Ben、ほか3人');
  });

  it('Arabic (Egypt): Arabic list joiner and comma, Arabic-Indic digits, the count’s own plural form', async () => {
    browserLanguages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG']);
    await setLanguage('ar');
    expect(peopleOf(testAsset({ id: 'a', people: five }))).toBe('Anna وBen و٣ أشخاص آخرين');
    expect(peopleOf(testAsset({ id: 'a', people: five.slice(0, 4) }))).toBe('Anna وBen وشخصين آخرين');
    const asset = testAsset({ id: 'a', localDateTime: '2024-11-22T23:30:00.000Z', exifInfo: { city: 'Lyon', country: 'France' }, people: five.slice(0, 2) });
    expect(altTextOf(asset)).toBe('صورة في Lyon، France مع Anna وBen، ٢٢ نوفمبر ٢٠٢٤');
  });
});
