/** The languages Keepsake ships: English is the source, the others are complete translations of it. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'zh-Hans', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language messages are written in, and the one used when nothing the reader prefers is shipped. */
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the language menu lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
  'zh-Hans': '简体中文',
  ar: 'العربية',
};

export type Direction = 'ltr' | 'rtl';

/** The writing direction of a language's script. */
export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The shipped language a BCP 47 tag asks for, if any: `de-AT` is German, `zh-CN` and `zh-SG` are
 * Simplified Chinese; `zh-TW` (Traditional script) is none of ours, so the next preference decides.
 */
export function languageOf(tag: string): Language | undefined {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return undefined;
  }
  // Only Chinese is told apart by its script, and only a tag without one needs its likely script
  // (`zh-TW` is Traditional): `maximize` loads ICU's likely-subtags data, which costs the page's
  // first call milliseconds of the start-up's main thread.
  if (locale.language === 'zh') return (locale.script ?? locale.maximize().script) === 'Hans' ? 'zh-Hans' : undefined;
  return LANGUAGES.find((language) => language === locale.language);
}

/** The language the app speaks and the locale its dates and numbers are written in. */
export interface LocaleChoice {
  language: Language;
  /**
   * The tag given to `Intl`: the reader's own tag for that language when the browser lists one
   * (`de-AT` writes dates the Austrian way, `ar-EG` uses Arabic-Indic digits), else the language.
   */
  formatLocale: string;
}

/**
 * Picks the language from the browser's preferences in order (`navigator.languages`), unless the
 * reader chose one in the language menu, which wins.
 */
export function chooseLocale(preferences: readonly string[], chosen?: Language): LocaleChoice {
  const tags = preferences.filter((tag) => languageOf(tag) !== undefined);
  const language = chosen ?? (tags[0] === undefined ? SOURCE_LANGUAGE : languageOf(tags[0])!);
  const own = tags.find((tag) => languageOf(tag) === language);
  return { language, formatLocale: canonical(own) ?? language };
}

function canonical(tag: string | undefined): string | undefined {
  if (tag === undefined) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}
