import type { Namespace } from './generated';
import { webStorage } from '@/lib/web-storage';
import { chooseLocale, isLanguage, type Language } from './locales';
import { i18nState, setI18nState, type CompiledMessage } from './state';

type Catalog = Record<string, CompiledMessage>;

/**
 * Every catalog as its own lazy chunk, compiled at build time (`scripts/i18n/catalog-plugin.ts`):
 * a reader downloads only their language's namespaces, and only those the pages they open use.
 */
const catalogs = import.meta.glob<{ default: Catalog }>('./*/*.json', { query: '?messages', base: './catalogs/' });

/** The reader's own choice in the language menu, remembered across visits (not a secret). */
const CHOICE_KEY = 'keepsake.language';

/** Namespaces the app has asked for: a change of language loads these in the new language. */
const wanted = new Set<Namespace>();

function loadCatalog(language: Language, namespace: Namespace): Promise<Catalog> {
  const load = catalogs[`./${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`i18n: no catalog ${language}/${namespace}`));
  return load().then((module) => module.default);
}

async function messagesFor(language: Language, namespaces: Iterable<Namespace>, base: ReadonlyMap<string, CompiledMessage>) {
  const loaded = await Promise.all([...namespaces].map((namespace) => loadCatalog(language, namespace)));
  const messages = new Map(base);
  for (const catalog of loaded) for (const [id, message] of Object.entries(catalog)) messages.set(id, message);
  return messages;
}

/**
 * Changes of language and loads of namespaces run one after another: a namespace asked for while the
 * language is changing is loaded in the new language, never in the old one.
 */
let queue: Promise<void> = Promise.resolve();

function enqueue(work: () => Promise<void>): Promise<void> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

/** The language of the last change asked for (the current one once the queue has run). */
let latestLanguage: Language | undefined;

/**
 * Loads namespaces in the current language (a route calls this beside its own code). Their
 * catalogs start downloading at once, in the language last asked for, beside a start or change of
 * language still under way: only putting them in place waits its turn.
 */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  const ahead = latestLanguage ?? i18nState().language;
  for (const namespace of namespaces) if (!wanted.has(namespace)) loadCatalog(ahead, namespace).catch(() => undefined);
  return enqueue(async () => {
    const missing = namespaces.filter((namespace) => !wanted.has(namespace));
    if (missing.length === 0) return;
    const { language, formatLocale, messages } = i18nState();
    const next = await messagesFor(language, missing, messages);
    for (const namespace of missing) wanted.add(namespace);
    setI18nState({ language, formatLocale, messages: next });
  });
}

function storedChoice(): Language | undefined {
  try {
    const value = webStorage('localStorage')?.getItem(CHOICE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function storeChoice(language: Language | undefined): void {
  try {
    const storage = webStorage('localStorage');
    if (language === undefined) storage?.removeItem(CHOICE_KEY);
    else storage?.setItem(CHOICE_KEY, language);
  } catch {
    // storage full or denied: the choice lasts for this visit
  }
}

/** The reader's chosen language, if they chose one (else the browser's preferences decide). */
export function chosenLanguage(): Language | undefined {
  return storedChoice();
}

function preferences(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

/** `<html lang dir>` follow the language: screen readers pick their voice, CSS its direction. */
function applyToDocument(): void {
  if (typeof document === 'undefined') return;
  const { formatLocale, dir } = i18nState();
  document.documentElement.lang = formatLocale;
  document.documentElement.dir = dir;
}

function switchTo(chosen: Language | undefined, namespaces: Namespace[] = []): Promise<void> {
  latestLanguage = chooseLocale(preferences(), chosen).language;
  return enqueue(async () => {
    const choice = chooseLocale(preferences(), chosen);
    const messages = await messagesFor(choice.language, new Set([...wanted, ...namespaces]), new Map());
    for (const namespace of namespaces) wanted.add(namespace);
    setI18nState({ ...choice, messages });
    applyToDocument();
  });
}

/** Starts in the reader's language (their menu choice, else the browser's) with the given namespaces. */
export function startI18n(...namespaces: Namespace[]): Promise<void> {
  return switchTo(storedChoice(), namespaces);
}

/**
 * Speaks `language` from now on and remembers it; `undefined` forgets the choice and follows the
 * browser again. Resolves once the new language's messages are on screen.
 */
export async function setLanguage(language: Language | undefined): Promise<void> {
  await switchTo(language);
  storeChoice(language);
}
