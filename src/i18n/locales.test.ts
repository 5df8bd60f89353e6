// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { chooseLocale, languageOf } from './locales';

describe('languageOf', () => {
  it.each([
    ['de-AT', 'de'],
    ['fr-CA', 'fr'],
    ['es-419', 'es'],
    ['ja-JP', 'ja'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['ar-EG', 'ar'],
    ['en-GB', 'en'],
  ])('%s is %s', (tag, language) => expect(languageOf(tag)).toBe(language));

  it.each(['zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-CN', 'pt-BR', 'nl', '', 'not a tag!'])('%s is none of the shipped languages', (tag) => expect(languageOf(tag)).toBeUndefined());

  it("asks ICU for a tag's likely script only for Chinese without one", () => {
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize');
    for (const tag of ['de-AT', 'en-US', 'ar-EG', 'ja', 'zh-Hans-HK', 'zh-Hant']) languageOf(tag);
    expect(maximize).not.toHaveBeenCalled();
    expect(languageOf('zh-CN')).toBe('zh-Hans');
    expect(maximize).toHaveBeenCalledTimes(1);
    maximize.mockRestore();
  });
});

describe('chooseLocale', () => {
  it('takes the first preference Keepsake speaks, and formats in that exact tag', () => {
    expect(chooseLocale(['nl-NL', 'de-AT', 'en-US'])).toEqual({ language: 'de', formatLocale: 'de-AT' });
    expect(chooseLocale(['ar-EG', 'en'])).toEqual({ language: 'ar', formatLocale: 'ar-EG' });
  });

  it('falls back to English when nothing matches, Traditional Chinese included', () => {
    expect(chooseLocale(['zh-TW', 'nl'])).toEqual({ language: 'en', formatLocale: 'en' });
    expect(chooseLocale([])).toEqual({ language: 'en', formatLocale: 'en' });
  });

  it('a chosen language wins, formatted in the reader’s own tag for it if the browser lists one', () => {
    expect(chooseLocale(['en-GB', 'fr-CH'], 'fr')).toEqual({ language: 'fr', formatLocale: 'fr-CH' });
    expect(chooseLocale(['en-GB'], 'ja')).toEqual({ language: 'ja', formatLocale: 'ja' });
  });
});
