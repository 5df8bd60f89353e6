import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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

async function ensureCache(): Promise<void> {
  for (;;) {
    if (isSeeded(CACHE)) return;
    try {
      mkdirSync(LOCK);
    } catch {
      // another file is seeding; a lock older than 3 minutes belongs to a crashed run
      if (Date.now() - statSync(LOCK).mtimeMs > 180_000) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      await seed({ dataDir: CACHE, size: 'small', concurrency: 2 });
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
  // The seeded database is whole in its file (the seed closed it). Its write-ahead log comes and
  // goes while another test file checks the cache (`isSeeded` opens and closes it), so it is not
  // copied: a copy that listed it could find it gone.
  cpSync(CACHE, dataDir, { recursive: true, filter: (source) => !/-(wal|shm)$/.test(source) });
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
