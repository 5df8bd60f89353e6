import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { LANGUAGES, setLanguage, t } from '@/i18n';
import { messageArgs, pluralCases, type Catalog } from '../../../scripts/i18n/catalogs';

/** The memory catalogs' source text (as JSON, not compiled), by language. */
const files = import.meta.glob<Catalog>('../../i18n/catalogs/*/memory.json', { eager: true, import: 'default' });
const readCatalog = (language: string, namespace: 'memory') => files[`../../i18n/catalogs/${language}/${namespace}.json`]!;

const counts = [0, 1, 2, 3, 11, 100];
const source = readCatalog('en', 'memory');

let browserLanguages: MockInstance | undefined;
afterEach(async () => {
  browserLanguages?.mockRestore();
  await setLanguage(undefined);
});

describe.each(LANGUAGES)('the memory catalog in %s', (language) => {
  const catalog = readCatalog(language, 'memory');

  it('has every message of the source, with the same placeholders, and no other', () => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(source).sort());
    for (const [key, message] of Object.entries(catalog)) {
      expect([...messageArgs(message, language)].sort(), key).toEqual([...messageArgs(source[key]!, 'en')].sort());
    }
  });

  it('has a case for every plural form that 0, 1, 2, 3, 11 and 100 take', () => {
    const rules = new Intl.PluralRules(language);
    for (const [key, message] of Object.entries(catalog)) {
      for (const [arg, cases] of pluralCases(message, language)) {
        for (const n of counts) expect(cases, `${key} {${arg}} for ${n}`).toContain(rules.select(n));
      }
    }
  });

  it('formats every message with its placeholders filled in', async () => {
    await setLanguage(language);
    expect(t('memory.people.others', { count: 3 })).toMatch(/3/);
    expect(t('memory.alt.inPlaceWithPeople', { kind: 'video', place: '⟨place⟩', people: '⟨people⟩' })).toMatch(/⟨place⟩.*⟨people⟩|⟨people⟩.*⟨place⟩/);
    expect(t('memory.player.slide', { position: '⟨2⟩', count: '⟨5⟩' })).toMatch(/⟨2⟩.*⟨5⟩|⟨5⟩.*⟨2⟩/);
    expect(t('memory.slide.failed', { kind: 'video' })).not.toBe(t('memory.slide.failed', { kind: 'photo' }));
  });
});

describe('memory titles and counts in Arabic', () => {
  it('reads each of the six plural forms naturally, in the reader’s digits', async () => {
    browserLanguages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG']);
    await setLanguage('ar');
    expect(counts.map((years) => t('app.memory.yearsAgo', { years }))).toEqual([
      'هذا العام',
      'قبل سنة واحدة',
      'قبل سنتين',
      'قبل ٣ سنوات',
      'قبل ١١ سنة',
      'قبل ١٠٠ سنة',
    ]);
    expect(counts.map((count) => t('memory.people.others', { count }))).toEqual([
      'لا أحد غيرهم',
      'شخص آخر',
      'شخصين آخرين',
      '٣ أشخاص آخرين',
      '١١ شخصًا آخر',
      '١٠٠ شخص آخر',
    ]);
  });
});
