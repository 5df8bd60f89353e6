import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The page background in light and dark (src/styles/tokens.css); index.html names the dark one. */
export const themeColors = { light: '#faf8f5', dark: '#15120f' } as const;

/**
 * The web app manifest and the service worker (ADR 091), through vite-plugin-pwa: the worker is
 * our own `src/app/offline/service-worker.ts` (Workbox modules) with the build's file list
 * injected, so what it does with navigations and `/api` is written down in one file. It precaches
 * the built app (code, styles, message catalogs, workers, the index.html shell, icons) and never
 * source maps. Registration is the app's own (`register-service-worker.ts`), after the first
 * screen; in `npm run dev` there is no service worker.
 */
export function installableApp(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/app/offline',
    filename: 'service-worker.ts',
    injectRegister: false,
    registerType: 'prompt',
    devOptions: { enabled: false },
    includeAssets: [],
    // the glob below finds the icons; the plugin adds the manifest itself
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      globIgnores: ['**/*.map', '.vite/**'],
      // the built app's largest chunk stays well under this; a file over it would not be precached
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      sourcemap: false,
      // a classic script, as the worker is registered: one file with Workbox inside, built without
      // the option the plugin's module output sets, which Vite's bundler reports as deprecated
      rollupFormat: 'iife',
    },
    manifest: {
      id: '/',
      name: 'Keepsake',
      short_name: 'Keepsake',
      description: 'Memories, people and albums from your own photo library.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: themeColors.light,
      background_color: themeColors.light,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
  });
}
