import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { firstFrameScript } from './first-frame-plugin';

/** A build's chunks as the plugin reads them: file name, facade module, imports. */
const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: 'chunk', fileName, imports, facadeModuleId });

function transform(html: string, bundle: Record<string, unknown>): string {
  const hook = firstFrameScript().transformIndexHtml as { handler: (html: string, ctx: IndexHtmlTransformContext) => string };
  return hook.handler(html, { path: '/index.html', filename: 'index.html', bundle } as unknown as IndexHtmlTransformContext);
}

describe('index.html’s first script', () => {
  const bundle = {
    'assets/first-frame-a.js': chunk('assets/first-frame-a.js', ['assets/shared-b.js', 'assets/order-c.js'], '/repo/src/app/first-frame/entry.ts'),
    'assets/shared-b.js': chunk('assets/shared-b.js', ['assets/date-d.js']),
    'assets/order-c.js': chunk('assets/order-c.js', []),
    'assets/date-d.js': chunk('assets/date-d.js', ['assets/shared-b.js']),
    'assets/index-e.js': chunk('assets/index-e.js', ['assets/shared-b.js'], '/repo/index.html'),
  };

  it('comes right after the charset, with every file it imports, theirs too, at high priority', () => {
    const html = transform('<head><meta charset="UTF-8"><title>K</title><script type="module" src="/assets/index-e.js"></script></head>', bundle);
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="high" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/shared-b.js', '/assets/date-d.js', '/assets/order-c.js']);
    expect(html.indexOf('<script type="module" async crossorigin fetchpriority="high" src="/assets/first-frame-a.js">')).toBe('<head><meta charset="UTF-8">'.length);
    expect(html.indexOf('/assets/order-c.js')).toBeLessThan(html.indexOf('<title>'));
  });

  it('needs a charset to follow', () => {
    expect(() => transform('<head><title>K</title></head>', bundle)).toThrow(/no <meta charset>/);
  });

  it('has the modules it imports, theirs too, in one chunk of their own, which the app imports in turn', () => {
    const graph: Record<string, string[]> = {
      '/r/src/app/first-frame/entry.ts': ['/r/a.ts', '/r/b.ts'],
      '/r/a.ts': ['/r/c.ts'],
      '/r/b.ts': [],
      '/r/c.ts': ['/r/a.ts'],
      '/r/app.ts': ['/r/a.ts', '/r/d.ts'],
      '/r/d.ts': [],
    };
    const plugin = firstFrameScript();
    const context = { getModuleIds: () => Object.keys(graph).values(), getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] } : null) };
    (plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
    type Group = { name: string; test?: (id: string) => boolean };
    const options = (plugin.outputOptions as unknown as (o: object) => { codeSplitting: { groups: Group[] } })({ codeSplitting: { groups: [{ name: 'libraries' }] } });
    const [libraries, group] = options.codeSplitting.groups;
    expect(libraries).toEqual({ name: 'libraries' });
    expect(group?.name).toBe('first-frame');
    expect(Object.keys(graph).filter((id) => group?.test?.(id))).toEqual(['/r/a.ts', '/r/b.ts', '/r/c.ts']);
  });
});
