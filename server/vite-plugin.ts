import { tsImport } from 'tsx/esm/api';
import type { Connect, Plugin } from 'vite';
import type { Listener } from './dev-service';

type DevService = typeof import('./dev-service');

/**
 * Mounts the demo service (or the IMMICH_URL proxy) into Vite's dev and preview servers, so the
 * app and `/api` share one origin. Preview also gets the production security headers; dev does
 * not (Vite's dev client relies on inline scripts). The server code is loaded when a server
 * starts, through tsx as `npm start` runs it, never by Vite's config loader: loading
 * vite.config.ts for a build or a test run stays cheap and reads none of it (ADR 090).
 */
export function keepsakeDemoService(): Plugin {
  let service: Promise<DevService> | undefined;
  const load = (): Promise<DevService> => (service ??= tsImport('./dev-service.ts', import.meta.url) as Promise<DevService>);
  let listener: Promise<Listener> | undefined;
  const getListener = (secure: boolean): Promise<Listener> => (listener ??= load().then((m) => m.demoServiceListener(secure)));

  const apiMiddleware =
    (secure: boolean): Connect.NextHandleFunction =>
    (req, res, next) => {
      if (!req.url?.startsWith('/api/') && req.url !== '/api') return next();
      getListener(secure)
        .then((handle) => handle(req, res))
        .catch(next);
    };

  return {
    name: 'keepsake-demo-service',
    // the preview stands in for production, which sends no CORS headers (Vite allows localhost)
    config: () => ({ preview: { cors: false } }),
    configureServer(server) {
      server.middlewares.use(apiMiddleware(false));
      // seed (first start) while Vite gets ready, not on the first request
      void getListener(false).catch((error: unknown) => server.config.logger.error(`Keepsake demo service failed: ${String(error)}`));
    },
    async configurePreviewServer(server) {
      const { SECURITY_HEADERS } = await load();
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        next();
      });
      server.middlewares.use(apiMiddleware(true));
    },
  };
}
