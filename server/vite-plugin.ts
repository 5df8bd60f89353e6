import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * Mounts the demo service (or the IMMICH_URL proxy) into Vite's dev and preview servers, so the
 * app and `/api` share one origin. Preview also gets the production security headers; dev does
 * not (Vite's dev client relies on inline scripts). Server code is imported lazily so loading
 * vite.config.ts for a build stays cheap.
 */
export function keepsakeDemoService(): Plugin {
  let listener: Promise<Listener> | undefined;
  const getListener = (secure: boolean): Promise<Listener> =>
    (listener ??= (async () => {
      const [{ getRequestListener }, { createServerApp }, { readConfig }, { openDemoData }] = await Promise.all([
        import('@hono/node-server'),
        import('./app'),
        import('./config'),
        import('./demo-data'),
      ]);
      const config = readConfig();
      const demo = config.immichUrl ? undefined : await openDemoData(config.dataDir);
      const app = createServerApp({ demo: demo && { db: demo.db, dataDir: config.dataDir, api: config.demoApi }, immichUrl: config.immichUrl, secure });
      return getRequestListener(app.fetch);
    })());

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
      const { SECURITY_HEADERS } = await import('./http/security');
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        next();
      });
      server.middlewares.use(apiMiddleware(true));
    },
  };
}
