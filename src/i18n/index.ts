/** Keepsake's languages: messages (`t`, `useI18n`), the reader's language and its formatting locale. */
export { t, type ArgsOf } from './translate';
export { useI18n, rich, type I18n } from './use-i18n';
export { loadNamespaces, setLanguage, startI18n, chosenLanguage } from './i18n';
export { formatLocale, i18nState } from './state';
export { formatList, formatNumber } from './format';
export { LANGUAGES, LANGUAGE_NAMES, SOURCE_LANGUAGE, chooseLocale, isLanguage, languageOf, directionOf, type Direction, type Language } from './locales';
export type { MessageId, Namespace } from './generated';
