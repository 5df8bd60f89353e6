import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { DemoApi } from './config';
import { DEMO_PASSWORD, USERS } from './seed/catalog';

/**
 * Keepsake's version, from the package.json one folder up: `server/` when run from source,
 * `dist-server/` when run from the production build, so both read the same file.
 */
export function keepsakeVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** What the start line says: the listening address, and demo or proxy mode. */
export interface StartFacts {
  version: string;
  host: string;
  port: number;
  /** proxy mode when set */
  immichUrl?: string;
  dataDir: string;
  demoApi: DemoApi;
}

/** The address to print: an IPv6 host in brackets. */
export function serverUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** The one line logged when the server listens: version, mode and address, and how to sign in. */
export function startLine(facts: StartFacts): string {
  const head = `Keepsake ${facts.version} is ready at ${serverUrl(facts.host, facts.port)}`;
  if (facts.immichUrl) return `${head} (proxy mode: /api goes to ${facts.immichUrl}; sign in with your Immich account)`;
  const shapes = facts.demoApi === 'v3' ? ', answering as Immich v3.2.2' : '';
  return `${head} (demo mode${shapes}: sign in as ${USERS[0]!.email} with password "${DEMO_PASSWORD}"; library in ${facts.dataDir})`;
}

/**
 * Stops `server` without cutting a request short: it stops accepting connections, closes idle
 * keep-alive ones (also those that become idle while it waits), and lets open requests finish.
 * Requests still open after `graceMs` are cut. Resolves once every connection is closed.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
