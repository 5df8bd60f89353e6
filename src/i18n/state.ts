import { SOURCE_LANGUAGE, directionOf, type Direction, type Language } from './locales';

/** A compiled message: the catalog plugin turns each ICU message into one of these. */
export type CompiledMessage = (args?: Record<string, unknown>) => string;

/** What the app speaks now; replaced as a whole when the language changes, so it can be a React snapshot. */
export interface I18nState {
  language: Language;
  formatLocale: string;
  dir: Direction;
  /** the loaded namespaces' messages in `language`, by full id (`activity.composer.label`) */
  messages: ReadonlyMap<string, CompiledMessage>;
}

let current: I18nState = { language: SOURCE_LANGUAGE, formatLocale: SOURCE_LANGUAGE, dir: 'ltr', messages: new Map() };
const listeners = new Set<() => void>();

export function i18nState(): I18nState {
  return current;
}

/** The tag every `Intl` formatter of the app is given. */
export function formatLocale(): string {
  return current.formatLocale;
}

export function setI18nState(next: Omit<I18nState, 'dir'>): void {
  current = { ...next, dir: directionOf(next.language) };
  for (const listener of listeners) listener();
}

export function subscribeI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
