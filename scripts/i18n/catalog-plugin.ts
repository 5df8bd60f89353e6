import { readFileSync } from 'node:fs';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

/** `import('…/catalogs/de/activity.json?messages')`: the catalog compiled to one function per message. */
const MESSAGES_QUERY = '?messages';
const LOCALE_AND_NAMESPACE = /\/catalogs\/([^/]+)\/([^/]+)\.json$/;

/**
 * Compiles a catalog's ICU messages to JavaScript at build time (`@messageformat/core`): the app
 * ships functions, not a message parser. The compiled code's runtime helpers come from
 * `src/i18n/message-runtime.ts`, which writes `#` in the reader's formatting locale (`ar-EG` and
 * `ar` differ in digits) rather than in the catalog's language.
 */
export function messageCatalogs(): Plugin {
  return {
    name: 'keepsake-message-catalogs',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.json${MESSAGES_QUERY}`)) return null;
      const file = id.slice(0, -MESSAGES_QUERY.length);
      const match = LOCALE_AND_NAMESPACE.exec(file);
      if (!match) return null;
      const [, locale = '', namespace = ''] = match;
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const prefixed = Object.fromEntries(Object.entries(catalog).map(([key, message]) => [`${namespace}.${key}`, message]));
      const code = compileModule(new MessageFormat(locale, { strict: false }), prefixed);
      return code.replace('from "@messageformat/runtime";', 'from "@/i18n/message-runtime";');
    },
  };
}
