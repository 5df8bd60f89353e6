import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';

type PluralCategory = Parameters<typeof parse>[1] extends infer O ? (O extends { cardinal?: (infer C)[] } ? C : never) : never;

/** The plural categories the parser accepts in `locale`'s plural and selectordinal cases. */
function categories(locale: string) {
  return {
    cardinal: new Intl.PluralRules(locale).resolvedOptions().pluralCategories as PluralCategory[],
    ordinal: new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories as PluralCategory[],
  };
}

/** Where the catalogs live: `<locale>/<namespace>.json`, each a flat object of message id → ICU message. */
export const CATALOG_DIR = new URL('../../src/i18n/catalogs/', import.meta.url);
export const SOURCE_LOCALE = 'en';

/** A catalog file: ids (without the namespace) → ICU MessageFormat text. */
export type Catalog = Record<string, string>;

export function readCatalog(locale: string, namespace: string): Catalog {
  const text = readFileSync(new URL(`${locale}/${namespace}.json`, CATALOG_DIR), 'utf8');
  return JSON.parse(text) as Catalog;
}

export function catalogLocales(): string[] {
  return readdirSync(CATALOG_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The namespaces, named after the source locale's files. */
export function namespaces(): string[] {
  return readdirSync(join(CATALOG_DIR.pathname, SOURCE_LOCALE))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** What a message's arguments must be: `number` for plural and number arguments, `string` for the rest. */
export type ArgKind = 'number' | 'string' | 'date';

/** The arguments of an ICU message and their kinds (parsed for `locale`, whose plural categories it must use). */
export function messageArgs(message: string, locale: string): Map<string, ArgKind> {
  const args = new Map<string, ArgKind>();
  const put = (name: string, kind: ArgKind) => {
    const known = args.get(name);
    if (known === undefined || kind !== 'string') args.set(name, known === 'number' ? 'number' : kind);
  };
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') put(token.arg, 'string');
      else if (token.type === 'function') put(token.arg, token.key === 'date' || token.key === 'time' ? 'date' : token.key === 'number' ? 'number' : 'string');
      else if (token.type === 'plural' || token.type === 'selectordinal') {
        put(token.arg, 'number');
        for (const c of token.cases) visit(c.tokens);
      } else if (token.type === 'select') {
        put(token.arg, 'string');
        for (const c of token.cases) visit(c.tokens);
      }
    }
  };
  visit(parse(message, { ...categories(locale), strict: false }));
  return args;
}

/** The plural categories each plural argument of a message offers, e.g. `count` → {one, other}. */
export function pluralCases(message: string, locale: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type !== 'plural' && token.type !== 'select' && token.type !== 'selectordinal') continue;
      if (token.type === 'plural') {
        const keys = found.get(token.arg) ?? new Set<string>();
        for (const c of token.cases) if (!c.key.startsWith('=')) keys.add(c.key);
        found.set(token.arg, keys);
      }
      for (const c of token.cases) visit(c.tokens);
    }
  };
  visit(parse(message, { ...categories(locale), strict: false }));
  return found;
}
