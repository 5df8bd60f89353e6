import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createApi } from './api';
import type { DemoApi } from './config';
import type { Db } from './db/open';
import { immichProxy } from './http/proxy';
import { securityHeaders } from './http/security';
import { serveApp } from './http/static';
import { versionWatch } from './http/version-watch';

export interface ServerAppOptions {
  /** demo mode: the library database, its data folder, and the Immich generation it answers as (default v1) */
  demo?: { db: Db; dataDir: string; api?: DemoApi };
  /** proxy mode: forward /api/* here instead */
  immichUrl?: string;
  /** serve the built app from this folder (start.ts); leave out to serve only /api */
  distDir?: string;
  /** security headers on every response (start.ts, preview) */
  secure?: boolean;
}

/** One Hono app: `/api` (demo or proxy) and, optionally, the built SPA. */
export function createServerApp(options: ServerAppOptions): Hono {
  const app = new Hono();
  if (options.secure) app.use('*', securityHeaders());
  const version = versionWatch();
  for (const path of ['/api/server/version', '/api/server-info/version']) app.use(path, version.middleware);
  if (options.immichUrl) app.all('/api/*', immichProxy(options.immichUrl));
  else if (options.demo) app.route('/', createApi(options.demo));
  else throw new Error('createServerApp needs either demo data or an IMMICH_URL');
  if (options.distDir) {
    // HTML, JS and CSS; JSON stays uncompressed (API lists reach 170 MB for the benchmark)
    app.use('*', compress({ contentTypeFilter: /^(text\/|image\/svg)/ }));
    app.all('*', serveApp(options.distDir, version.current, async (request) => app.fetch(request)));
  }
  return app;
}
