import { resolve } from 'node:path';

/**
 * Which Immich generation the demo service answers as: `v1` the spec's shapes (Immich v1.106),
 * `v3` Immich v3.2's shapes and behaviour (ADR 065).
 */
export type DemoApi = 'v1' | 'v3';

/** `KEEPSAKE_DEMO_API`: unset (or `v1`) for the spec's shapes, `v3` for Immich v3.2's. */
export function parseDemoApi(value: string | undefined): DemoApi {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '' || v === 'v1' || v === 'spec') return 'v1';
  if (v === 'v3') return 'v3';
  throw new Error(`KEEPSAKE_DEMO_API must be v1 (the spec's shapes, the default) or v3 (Immich v3.2's), got "${value}"`);
}

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
  /** KEEPSAKE_DEMO_API: the shapes the demo library answers in (ignored in proxy mode) */
  demoApi: DemoApi;
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
    demoApi: parseDemoApi(env.KEEPSAKE_DEMO_API),
  };
}
