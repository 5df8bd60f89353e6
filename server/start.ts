/**
 * `npm start`: one Node process serving the built app and `/api` (the demo library, or a real
 * Immich server when IMMICH_URL is set). Builds the app first when it is missing.
 */
import { existsSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createServerApp } from './app';
import { readConfig } from './config';
import { openDemoData } from './demo-data';
import { DEMO_PASSWORD, USERS } from './seed/catalog';

async function main(): Promise<void> {
  const config = readConfig();
  if (!config.noBuild && !existsSync(join(config.distDir, 'index.html'))) {
    process.stderr.write(`Keepsake: building the app into ${config.distDir} (first start only)…\n`);
    const t0 = Date.now();
    // Vite 8 warns that a future config loader will want file extensions; not actionable here
    process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
    const { build } = await import('vite');
    await build({ build: { outDir: config.distDir, emptyOutDir: true }, logLevel: 'error' });
    process.stderr.write(`Keepsake: app built in ${((Date.now() - t0) / 1000).toFixed(1)} s.\n`);
  }
  yieldToTheBrowser();
  const demo = config.immichUrl ? undefined : await openDemoData(config.dataDir);
  const app = createServerApp({
    demo: demo && { db: demo.db, dataDir: config.dataDir },
    immichUrl: config.immichUrl,
    distDir: config.distDir,
    secure: true,
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${info.port}`;
    const lines = [`Keepsake is ready at ${url}`];
    if (config.immichUrl) lines.push(`  /api is forwarded to ${config.immichUrl} (proxy mode): sign in with your Immich account.`);
    else lines.push(`  Sign in as ${USERS[0]!.email} with password "${DEMO_PASSWORD}".`, `  Demo data: ${config.dataDir} (npm run demo:reset starts it afresh).`);
    process.stdout.write(lines.join('\n') + '\n');
  });
  const stop = (): void => {
    server.close();
    demo?.db.close();
    process.exit(0);
  };
  // a bug in one request must not take the library down for everyone: log it and carry on
  process.on('unhandledRejection', (reason) => process.stderr.write(`Keepsake: unhandled error: ${String(reason)}\n`));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('error', (error: NodeJS.ErrnoException) => {
    process.stderr.write(
      error.code === 'EADDRINUSE'
        ? `Keepsake: port ${config.port} on ${config.host} is in use. Stop the other server or start with PORT=<another port>.\n`
        : `Keepsake: the server failed: ${error.message}\n`,
    );
    process.exit(1);
  });
}

/**
 * Lowers this process's CPU priority (nice 10): the service usually shares the machine with the
 * browser showing the app, and when both are busy (a 230 MB list streaming out while the page
 * starts up) the page's main thread should get the core first. The service only waits longer
 * for a core when the machine is saturated. Where lowering is not allowed, nothing changes.
 */
function yieldToTheBrowser(): void {
  try {
    if (getPriority() < 10) setPriority(10);
  } catch {
    // not permitted here: run at normal priority
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Keepsake could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
