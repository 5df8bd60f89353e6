import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApi } from '../api';
import type { DemoApi } from '../config';
import { openDb, type Db } from '../db/open';
import { tagLibrary } from '../seed/tags';
import { DB_FILE, isSeeded, seed } from '../seed';
import { demoApiKey } from '../seed/write-db';

/**
 * One small seeded library (real renderer) shared by every server test file: seeded once into a
 * cache folder (guarded by a lock so parallel files don't both seed), then copied per test file,
 * so each file writes to its own SQLite database.
 */
/** Keyed on the seeder's, schema's and renderer's sources, so a changed seed is never served stale. */
function sourceHash(): string {
  const hash = createHash('sha1');
  const here = dirname(fileURLToPath(import.meta.url));
  for (const dir of ['../seed', '../db', '../media']) {
    const abs = join(here, dir);
    for (const f of readdirSync(abs).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts')).sort()) hash.update(f).update(readFileSync(join(abs, f)));
  }
  return hash.digest('hex').slice(0, 12);
}
const CACHE = join(tmpdir(), `keepsake-test-library-${sourceHash()}`);
const LOCK = `${CACHE}.lock`;
/**
 * Written once the cache is seeded. Test files (and test runs of other checkouts, on other Node
 * versions, at once) check it rather than open the cache's database: an open while another
 * process closes it can fail for a moment (the close checkpoints the write-ahead log), and a cache
 * taken for unseeded would be seeded again, its folders wiped while another file copies them.
 */
const READY = join(CACHE, 'ready');

async function ensureCache(): Promise<void> {
  for (;;) {
    if (existsSync(READY)) return;
    try {
      mkdirSync(LOCK);
    } catch {
      // another file is seeding; a lock older than 3 minutes belongs to a crashed run
      if (Date.now() - statSync(LOCK).mtimeMs > 180_000) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      // (seeded by another file between the check and the lock: nothing to do)
      if (!existsSync(READY)) {
        if (!isSeeded(CACHE)) await seed({ dataDir: CACHE, size: 'small', concurrency: 2 });
        writeFileSync(READY, '');
      }
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

export interface TestLibrary {
  dataDir: string;
  db: Db;
  app: ReturnType<typeof createApi>;
  /** fetch against the API as `user` (API key), JSON body when given */
  call(method: string, path: string, options?: { user?: 'demo' | 'maya' | 'jonas' | 'priya' | null; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  userId(key: 'demo' | 'maya' | 'jonas' | 'priya'): string;
  close(): void;
}

/** `api`: the Immich generation the service answers as (default v1, the spec's shapes). */
export async function openTestLibrary(options: { api?: DemoApi } = {}): Promise<TestLibrary> {
  await ensureCache();
  const dataDir = mkdtempSync(join(tmpdir(), 'keepsake-test-'));
  // The seeded database is whole in its file (the seed closed it); a write-ahead log beside it is
  // not copied (nor the marker).
  cpSync(CACHE, dataDir, { recursive: true, filter: (source) => !/-(wal|shm)$/.test(source) && source !== READY });
  const db = openDb(join(dataDir, DB_FILE));
  tagLibrary(db);
  const app = createApi({ db, dataDir, api: options.api });
  const emails = { demo: 'demo@keepsake.test', maya: 'maya@keepsake.test', jonas: 'jonas@keepsake.test', priya: 'priya@keepsake.test' };
  return {
    dataDir,
    db,
    app,
    call: async (method, path, options = {}) => {
      const headers: Record<string, string> = { ...options.headers };
      const user = options.user === undefined ? 'demo' : options.user;
      if (user) headers['x-api-key'] = demoApiKey(user);
      let body: string | undefined;
      if (options.body !== undefined) {
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      return app.request(path, { method, headers, body });
    },
    userId: (key) => (db.prepare('SELECT id FROM users WHERE email = ?').get(emails[key]) as { id: string }).id,
    close: () => {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}


/** The id of the person called `name` in `lib` (the first by id, when two share the name). */
export function personIdNamed(lib: TestLibrary, name: string): string {
  return (lib.db.prepare('SELECT id FROM people WHERE name = ? ORDER BY id').get(name) as { id: string }).id;
}
