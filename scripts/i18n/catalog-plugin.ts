import { readFileSync } from 'node:fs';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { SOURCE_LOCALE, namespaces, readCatalog } from './catalogs.ts';

/** `import('…/catalogs/de/activity.json?messages')`: the catalog compiled to one function per message. */
const MESSAGES_QUERY = '?messages';
const LOCALE_AND_NAMESPACE = /\/catalogs\/([^/]+)\/([^/]+)\.json$/;
/** A string literal that may be a message id: `'namespace.key…'`. */
const ID_LITERAL = /(['"`])([a-z][\w-]*(?:\.[\w-]+)+)\1/g;

/**
 * Short ids for a build: every source message's id by its position in the sorted list, in base 36.
 * The code and the catalogs then carry "1k" instead of "activity.composer.label" (types, tests and
 * the dev server keep the full ids).
 */
function shortIds(): Map<string, string> {
  const ids = namespaces()
    .flatMap((namespace) => Object.keys(readCatalog(SOURCE_LOCALE, namespace)).map((key) => `${namespace}.${key}`))
    .sort();
  return new Map(ids.map((id, i) => [id, i.toString(36)]));
}

/**
 * Compiles a catalog's ICU messages to JavaScript at build time (`@messageformat/core`): the app
 * ships functions, not a message parser. The compiled code's helpers come from `src/i18n/`:
 * `message-runtime.ts` writes `#` in the reader's formatting locale (`ar-EG` and `ar` differ in
 * digits), and `plural-rules.ts` picks plural cases with the browser's `Intl.PluralRules`.
 * In a build, message ids are shortened in the app's code and in the catalogs alike.
 */
export function messageCatalogs(): Plugin {
  let short: Map<string, string> | undefined;
  return {
    name: 'keepsake-message-catalogs',
    enforce: 'pre',
    configResolved(config) {
      short = config.command === 'build' ? shortIds() : undefined;
    },
    load(id) {
      if (!id.endsWith(`.json${MESSAGES_QUERY}`)) return null;
      const file = id.slice(0, -MESSAGES_QUERY.length);
      const match = LOCALE_AND_NAMESPACE.exec(file);
      if (!match) return null;
      const [, locale = '', namespace = ''] = match;
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const keyed = Object.fromEntries(
        Object.entries(catalog).map(([key, message]) => {
          const full = `${namespace}.${key}`;
          return [short?.get(full) ?? full, message];
        }),
      );
      const code = compileModule(new MessageFormat(locale, { strict: false }), keyed);
      return code
        .replace('from "@messageformat/runtime";', 'from "@/i18n/message-runtime";')
        .replace(/from "@messageformat\/runtime\/lib\/(?:cardinals|plurals)";/, 'from "@/i18n/plural-rules";');
    },
    transform(code, id) {
      if (!short || id.includes('/node_modules/') || !/\/src\/.*\.tsx?$/.test(id)) return null;
      const out = new MagicString(code);
      for (const match of code.matchAll(ID_LITERAL)) {
        const replacement = short.get(match[2]!);
        if (replacement !== undefined) out.overwrite(match.index, match.index + match[0].length, `'${replacement}'`);
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : null;
    },
  };
}
