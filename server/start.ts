/**
 * The server's entry: one Node process serving the built app and `/api` (the demo library, or a
 * real Immich server when IMMICH_URL is set). `npm start` runs it from source and builds the app
 * first when it is missing; `npm run build` also compiles it to `dist-server/start.js`, which runs
 * with the production dependencies alone (no Vite, so a missing app is reported, not built).
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createServerApp } from './app';
import { readConfig, type ServiceConfig } from './config';
import { openDemoData } from './demo-data';
import { closeGracefully, keepsakeVersion, startLine } from './lifecycle';

/** How long open requests get to finish on SIGTERM before they are cut. */
const GRACE_MS = 1500;

async function main(): Promise<void> {
  // Before the server listens (building, generating the library) a stop signal ends the process at
  // once; as a container's first process, Node would otherwise ignore it.
  const early = (): never => process.exit(0);
  process.on('SIGINT', early);
  process.on('SIGTERM', early);
  const config = readConfig();
  // before the slow first-start work (building, generating the library): a taken port is known now
  const portError = await tryPort(config.port, config.host);
  if (portError) fail(listenErrorText(portError, config.port, config.host));
  if (!config.noBuild && !existsSync(join(config.distDir, 'index.html'))) await buildApp(config);
  const demo = config.immichUrl ? undefined : await openDemoData(config.dataDir);
  const app = createServerApp({
    demo: demo && { db: demo.db, dataDir: config.dataDir, api: config.demoApi },
    immichUrl: config.immichUrl,
    distDir: config.distDir,
    secure: true,
  });
  const version = keepsakeVersion();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    process.stdout.write(startLine({ ...config, version, port: info.port }) + '\n');
  }) as Server;
  // An idle connection outlives the clients that reuse it (a browser keeps one a minute, a reverse
  // proxy often as long): a server that closed it first, at Node's default of a few seconds, would
  // reset a request sent on it at that moment.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  let stopping = false;
  const stop = (): void => {
    if (stopping) process.exit(0); // a second signal: now
    stopping = true;
    void closeGracefully(server, GRACE_MS).then(() => {
      demo?.db.close();
      process.exit(0);
    });
  };
  // a bug in one request must not take the library down for everyone: log it and carry on
  process.on('unhandledRejection', (reason) => process.stderr.write(`Keepsake: unhandled error: ${String(reason)}\n`));
  process.off('SIGINT', early).on('SIGINT', stop);
  process.off('SIGTERM', early).on('SIGTERM', stop);
  server.on('error', (error: NodeJS.ErrnoException) => fail(listenErrorText(error, config.port, config.host)));
}

/** The first start from source: Vite builds the app. The production build has no Vite, and says so. */
async function buildApp(config: ServiceConfig): Promise<void> {
  process.stderr.write(`Keepsake: building the app into ${config.distDir} (first start only)…\n`);
  const t0 = Date.now();
  // Vite 8 warns that a future config loader will want file extensions; not actionable here
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  let vite: typeof import('vite');
  try {
    vite = await import('vite');
  } catch {
    fail(`Keepsake: the app is not built in ${config.distDir}, and Vite, which builds it, is not installed here. Run \`npm run build\` where the development dependencies are, or set KEEPSAKE_DIST_DIR to the built app.`);
  }
  await vite.build({ build: { outDir: config.distDir, emptyOutDir: true }, logLevel: 'error' });
  process.stderr.write(`Keepsake: app built in ${((Date.now() - t0) / 1000).toFixed(1)} s.\n`);
}

/** One line on stderr, exit code 1: what went wrong and what to do, without a stack trace. */
function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/**
 * Listens on `port` for a moment and lets go: the error listening would give (the port is taken,
 * or not allowed), or undefined when it is free. Port 0 (any free port) is always free.
 */
function tryPort(port: number, host: string): Promise<NodeJS.ErrnoException | undefined> {
  if (port === 0) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
}

/** Why the service cannot listen, with the command that gets round it. */
function listenErrorText(error: NodeJS.ErrnoException, port: number, host: string): string {
  const other = port >= 65535 ? 3000 : port + 1;
  switch (error.code) {
    case 'EADDRINUSE':
      return `Keepsake: port ${port} on ${host} is already in use (is Keepsake already running?). Stop that server, or start on another port: PORT=${other} npm start`;
    case 'EACCES':
      return `Keepsake: this user may not listen on port ${port}. Start on another port: PORT=${port < 1024 ? 3000 : other} npm start`;
    case 'EADDRNOTAVAIL':
      return `Keepsake: ${host} is not an address of this machine. Start with HOST=127.0.0.1 npm start`;
    default:
      return `Keepsake: the server failed: ${error.message}`;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Keepsake could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
