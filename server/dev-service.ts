import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServerApp } from './app';
import { readConfig } from './config';
import { openDemoData } from './demo-data';

export { SECURITY_HEADERS } from './http/security';

export type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * The demo service (or the IMMICH_URL proxy) as one request listener for Vite's dev and preview
 * servers (`vite-plugin.ts`); `secure` adds the production security headers.
 */
export async function demoServiceListener(secure: boolean): Promise<Listener> {
  const config = readConfig();
  const demo = config.immichUrl ? undefined : await openDemoData(config.dataDir);
  const app = createServerApp({ demo: demo && { db: demo.db, dataDir: config.dataDir, api: config.demoApi }, immichUrl: config.immichUrl, secure });
  return getRequestListener(app.fetch);
}
