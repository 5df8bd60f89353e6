import type { Plugin } from 'vite';

const ENTRY = 'src/app/first-frame/entry.ts';

/**
 * Builds `src/app/first-frame/entry.ts` as an entry of its own and adds it to index.html as an
 * `async` module script fetched at high priority (ADR 098): it runs as soon as it has loaded, while
 * the app's larger scripts still download, instead of after the app's whole module graph as a
 * second script of index.html would (Vite bundles an HTML file's module scripts into one entry).
 * The modules it shares with the app (the claimed answers) are chunks both import, so both read
 * the same state.
 */
export function firstFrameScript(): Plugin {
  return {
    name: 'keepsake-first-frame-script',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: ENTRY, name: 'first-frame' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = ctx.bundle && Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(ENTRY));
        if (chunk?.type !== 'chunk') throw new Error(`${ENTRY} is missing from the build`);
        return [
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, fetchpriority: 'high', src: `/${chunk.fileName}` }, injectTo: 'head' },
          // its imports download beside it, not after it (the app's preloads already name some)
          ...chunk.imports.filter((name) => !html.includes(`/${name}"`)).map((name) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'high', href: `/${name}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
