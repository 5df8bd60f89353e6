import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { keepsakeDemoService } from './server/vite-plugin.ts';
import { messageCatalogs } from './scripts/i18n/catalog-plugin.ts';
import { installableApp } from './scripts/pwa/installable-app.ts';
import { firstFrameScript, reachable } from './scripts/first-frame/first-frame-plugin.ts';
import { startUpChunksPlugin } from './scripts/start-up/start-up-chunks.ts';

/**
 * The app's entry imports the app in steps (`src/app/start-up/load-app-in-steps.ts`) so that
 * evaluating it is not one long task; this puts the chunks of those steps (and their CSS) in
 * index.html as `modulepreload` / stylesheet links, so they download in parallel with the entry
 * (fetched and compiled, not run) instead of one after another. Lazy routes are imported by the
 * app chunk, not the entry: they are not preloaded.
 */
function preloadStartupChunks(): Plugin {
  return {
    name: 'keepsake-preload-startup-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        // the app's entry (index.html's script), not another entry of the build (first-frame-plugin.ts)
        const entry = bundle && Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
        if (!bundle || !entry || entry.type !== 'chunk') return;
        const imports = (name: string) => { const chunk = bundle[name]; return chunk?.type === 'chunk' ? chunk.imports : []; };
        // Catalogs are not preloaded: a reader downloads their own language's only.
        const isCatalog = (name: string) => { const c = bundle[name]; return c?.type === 'chunk' && !!c.facadeModuleId?.includes('/src/i18n/catalogs/'); };
        // The steps: what the entry, or a chunk it imports, imports with `import()` (start-up-chunks.ts).
        const atEntry = reachable([entry.fileName], imports);
        const steps = [...atEntry].flatMap((name) => { const chunk = bundle[name]; return chunk?.type === 'chunk' ? chunk.dynamicImports : []; }).filter((name) => !isCatalog(name));
        const chunks = new Set([...reachable(steps, imports)].filter((name) => !atEntry.has(name)));
        const css = new Set<string>();
        for (const name of chunks) for (const file of bundle[name]?.type === 'chunk' ? (bundle[name].viteMetadata?.importedCss ?? []) : []) css.add(file);
        for (const file of entry.viteMetadata?.importedCss ?? []) css.delete(file);
        return [
          ...[...chunks].map((name) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}` }, injectTo: 'head' as const })),
          ...[...css].map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/**
 * React Router's package exports resolve to its development build in every mode; the build takes
 * its production build (the same code without the development warnings, `ENABLE_DEV_WARNINGS`).
 */
const reactRouterProduction = { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) };

/** App and `/api` share one origin: the demo service (or the IMMICH_URL proxy) is Vite middleware. */
export default defineConfig(({ command }) => ({
  plugins: [react(), messageCatalogs(), keepsakeDemoService(), preloadStartupChunks(), firstFrameScript(), startUpChunksPlugin(), installableApp()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...(command === 'build' ? [reactRouterProduction] : [])],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // .vite/manifest.json: which chunk holds which source (the bench's bundle rows read it)
    manifest: true,
    // A slow plugin is not a fault of the build: on a busy machine the bundler would print its
    // plugins' timings as a warning in every build's output.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  worker: { format: 'es' },
}));
