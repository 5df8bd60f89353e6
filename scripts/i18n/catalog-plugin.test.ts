import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { messageCatalogs } from './catalog-plugin';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, name: 'configResolved' | 'load' | 'transform', ...args: unknown[]) =>
  (plugin[name] as unknown as Hook).call({ addWatchFile: () => undefined }, ...args);

function pluginFor(command: 'build' | 'serve'): Plugin {
  const plugin = messageCatalogs();
  call(plugin, 'configResolved', { command });
  return plugin;
}

const source = "const a = t('app.user.signOut'); const b = 'app.not.a.message'; const c = \"app.language.menu\";";

describe('the catalogs plugin', () => {
  it('in a build, shortens every message id in the app’s code, and nothing else', () => {
    const out = call(pluginFor('build'), 'transform', source, '/repo/src/app/x.tsx') as { code: string };
    const ids = [...out.code.matchAll(/'([^']*)'/g)].map((m) => m[1]);
    expect(ids[0]).toMatch(/^[0-9a-z]{1,3}$/);
    expect(ids[1]).toBe('app.not.a.message');
    expect(ids[2]).toMatch(/^[0-9a-z]{1,3}$/);
    expect(ids[0]).not.toBe(ids[2]);
  });

  it('leaves the code alone on the dev server and in tests, and outside src', () => {
    expect(call(pluginFor('serve'), 'transform', source, '/repo/src/app/x.tsx')).toBeNull();
    expect(call(pluginFor('build'), 'transform', source, '/repo/node_modules/x/index.js')).toBeNull();
  });

  it('compiles a catalog under the same short ids, with the app’s own runtime and plural rules', () => {
    const build = pluginFor('build');
    const shortSignOut = /'([^']*)'/.exec((call(build, 'transform', "t('app.user.signOut')", '/repo/src/a.ts') as { code: string }).code)![1]!;
    const file = new URL('../../src/i18n/catalogs/ar/app.json', import.meta.url).pathname;
    const code = call(build, 'load', `${file}?messages`) as string;
    expect(code).toContain(`${/^\d/.test(shortSignOut) ? `"${shortSignOut}"` : shortSignOut}: () => "تسجيل الخروج"`);
    expect(code).toContain('from "@/i18n/message-runtime"');
    expect(code).toContain('from "@/i18n/plural-rules"');
    expect(code).not.toContain('@messageformat/runtime');
    const dev = call(pluginFor('serve'), 'load', `${file}?messages`) as string;
    expect(dev).toContain('"app.user.signOut": () => "تسجيل الخروج"');
  });
});
