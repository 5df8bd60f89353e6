// The server in both modes over one test library and a stand-in build: the demo service, and the
// proxy to a second copy of it on a real port (as to an Immich server). For tests of what the
// server does around the built app (its HTML's hints) in either mode.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createServerApp } from '../app';
import { openTestLibrary, type TestLibrary } from './library';

export interface AppModes {
  lib: TestLibrary;
  /** the server answering in `mode`, as its `request` would */
  app(mode: 'demo' | 'proxy'): ReturnType<typeof createServerApp>;
  /** signs in to the server in `mode` as `email` (password `keepsake`); its session's `name=value` for a `Cookie` header */
  signIn(mode: 'demo' | 'proxy', email?: string): Promise<string>;
  close(): Promise<void>;
}

/** Both modes, serving a build of `index` (index.html) and `manifest` (`.vite/manifest.json`). */
export async function openAppModes(index: string, manifest: Record<string, unknown>): Promise<AppModes> {
  const lib = await openTestLibrary();
  const dist = mkdtempSync(join(tmpdir(), 'keepsake-dist-'));
  writeFileSync(join(dist, 'index.html'), index);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const api = createServerApp({ demo: { db: lib.db, dataDir: lib.dataDir } });
  const upstream = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = upstream.address() as AddressInfo;
  const apps = {
    demo: createServerApp({ demo: { db: lib.db, dataDir: lib.dataDir }, distDir: dist, secure: true }),
    proxy: createServerApp({ immichUrl: `http://127.0.0.1:${port}`, distDir: dist, secure: true }),
  };
  return {
    lib,
    app: (mode) => apps[mode],
    signIn: async (mode, email = 'demo@keepsake.test') => {
      const res = await apps[mode].request('http://localhost/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'keepsake' }) });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('immich_access_token='));
      if (!cookie) throw new Error(`sign-in as ${email} failed: ${res.status}`);
      return cookie.split(';')[0]!;
    },
    close: async () => {
      await new Promise<void>((r) => upstream.close(() => r()));
      lib.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
