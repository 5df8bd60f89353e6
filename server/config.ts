import { resolve } from 'node:path';

/** Settings of the demo service, from the environment (all optional). */
export interface ServiceConfig {
  port: number;
  host: string;
  /** absolute; default `.data/` */
  dataDir: string;
  /** absolute; default `dist` */
  distDir: string;
  /** KEEPSAKE_NO_BUILD=1: never build the app, serve what is there */
  noBuild: boolean;
  /** proxy mode when set */
  immichUrl?: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (0-65535), got "${env.PORT}"`);
  const immichUrl = env.IMMICH_URL?.trim() || undefined;
  if (immichUrl) {
    let url: URL;
    try {
      url = new URL(immichUrl);
    } catch {
      throw new Error(`IMMICH_URL must be a full URL such as https://photos.example.org, got "${immichUrl}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`IMMICH_URL must start with http:// or https://, got "${immichUrl}"`);
  }
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: resolve(env.KEEPSAKE_DATA_DIR?.trim() || '.data'),
    distDir: resolve(env.KEEPSAKE_DIST_DIR?.trim() || 'dist'),
    noBuild: env.KEEPSAKE_NO_BUILD === '1' || env.KEEPSAKE_NO_BUILD === 'true',
    immichUrl: immichUrl?.replace(/\/+$/, ''),
  };
}
