import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './api';
import { openDb } from './db/open';
import { DB_FILE } from './seed';
import { demoApiKey } from './seed/write-db';
import { openTestLibrary, type TestLibrary } from './test/library';

let lib: TestLibrary;
let albumId = '';
beforeAll(async () => {
  lib = await openTestLibrary();
  albumId = (lib.db.prepare("SELECT id FROM albums WHERE name LIKE 'Cabin%'").get() as { id: string }).id;
});
afterAll(() => lib.close());

const headers = { 'x-api-key': demoApiKey('demo'), 'content-type': 'application/json' };

describe('writes are durable', () => {
  it('activities survive closing and reopening the database and the app', async () => {
    const res = await lib.app.request('/api/activities', { method: 'POST', headers, body: JSON.stringify({ albumId, type: 'comment', comment: 'still here after a restart' }) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    lib.db.close();
    const db = openDb(join(lib.dataDir, DB_FILE));
    lib.db = db;
    const app = createApi({ db, dataDir: lib.dataDir });
    const list = (await (await app.request(`/api/activities?albumId=${albumId}`, { headers })).json()) as { id: string; comment: string }[];
    expect(list.find((a) => a.id === id)?.comment).toBe('still here after a restart');
  });

  it('a comment answered 201 survives kill -9 of the server process', async () => {
    const first = await startServer(lib.dataDir);
    let second: Server | undefined;
    try {
      const res = await fetch(`${first.url}/api/activities`, { method: 'POST', headers, body: JSON.stringify({ albumId, type: 'comment', comment: 'written just before the crash' }) });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      first.child.kill('SIGKILL');
      await new Promise((r) => first.child.once('exit', r));
      second = await startServer(lib.dataDir);
      const list = (await (await fetch(`${second.url}/api/activities?albumId=${albumId}`, { headers })).json()) as { id: string }[];
      expect(list.map((a) => a.id)).toContain(id);
      // a garbage request line does not take the process down either
      const { connect } = await import('node:net');
      await new Promise<void>((resolve) => {
        const socket = connect(Number(new URL(second!.url).port), '127.0.0.1', () => socket.end('GARBAGE \x00\x01 HTTP/9.9\r\n\r\n'));
        socket.on('close', () => resolve());
        socket.setTimeout(3000, () => socket.destroy());
        socket.on('error', () => resolve());
      });
      expect((await fetch(`${second.url}/api/server/ping`)).status).toBe(200);
    } finally {
      first.child.kill('SIGKILL');
      second?.child.kill('SIGKILL');
    }
  });
});

interface Server {
  child: ChildProcess;
  url: string;
}

/** `tsx server/start.ts` on a free port (PORT=0), resolved once it prints its address. */
function startServer(dataDir: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    // one process (tsx as a loader, not its CLI wrapper), so SIGKILL hits the server itself
    const child = spawn(process.execPath, ['--import', 'tsx', join('server', 'start.ts')], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', KEEPSAKE_DATA_DIR: dataDir, KEEPSAKE_NO_BUILD: '1', KEEPSAKE_DIST_DIR: join(dataDir, 'no-dist') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      const m = /ready at (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]! });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}
