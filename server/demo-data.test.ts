import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMeta, openDb, setMeta } from './db/open';
import { LIBRARY_FORMAT } from './db/schema';
import { openDemoData } from './demo-data';
import { DB_FILE, libraryState, type SeedOptions, type SeedResult } from './seed';
import { openTestLibrary, type TestLibrary } from './test/library';

let lib: TestLibrary;
const dirs: string[] = [];
beforeAll(async () => {
  lib = await openTestLibrary();
  lib.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
});
afterAll(() => {
  lib.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A data folder holding a copy of the small test library, changed by `change` when given. */
function library(change?: (file: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'keepsake-demo-data-'));
  dirs.push(dir);
  cpSync(lib.dataDir, dir, { recursive: true });
  change?.(join(dir, DB_FILE));
  return dir;
}

function withDb(file: string, change: (db: ReturnType<typeof openDb>) => void): void {
  const db = openDb(file);
  change(db);
  db.close();
}

/** Stands in for the real generation: puts a fresh copy of the test library in place. */
function fakeGenerate(options: SeedOptions): Promise<SeedResult> {
  rmSync(options.dataDir, { recursive: true, force: true });
  cpSync(lib.dataDir, options.dataDir, { recursive: true });
  return Promise.resolve({ ms: 1, assets: 7, dbBytes: 1, skippedVideos: 0 });
}

describe('libraryState', () => {
  it.each([
    ['ready', (): string => library(), { kind: 'ready' }],
    ['missing', (): string => library((file) => rmSync(file)), { kind: 'missing' }],
    ['incomplete', (): string => library((file) => withDb(file, (db) => db.exec("DELETE FROM meta WHERE key = 'seed_complete'"))), { kind: 'incomplete' }],
    ['older', (): string => library((file) => withDb(file, (db) => setMeta(db, 'library_format', String(LIBRARY_FORMAT - 1)))), { kind: 'other-format', format: LIBRARY_FORMAT - 1 }],
    ['newer', (): string => library((file) => withDb(file, (db) => setMeta(db, 'library_format', String(LIBRARY_FORMAT + 1)))), { kind: 'other-format', format: LIBRARY_FORMAT + 1 }],
  ])('%s', (_name, make, state) => {
    expect(libraryState(make())).toEqual(state);
  });

  it('a file that is not SQLite is unreadable, with the reason', () => {
    const dir = library((file) => writeFileSync(file, 'not a database, just text that is long enough to have a header '.repeat(20)));
    expect(libraryState(dir)).toMatchObject({ kind: 'unreadable', reason: expect.stringMatching(/not a database/i) as unknown });
  });
});

describe('openDemoData', () => {
  it('generates a damaged library afresh, says why in one line, and opens it', async () => {
    const dir = library((file) => writeFileSync(file, 'garbage '.repeat(200)));
    const lines: string[] = [];
    const { db, seeded } = await openDemoData(dir, (line) => lines.push(line), fakeGenerate);
    try {
      expect(seeded?.assets).toBe(7);
      expect(lines[0]).toMatch(new RegExp(`^Keepsake: the demo library in ${dir} could not be read \\(.+\\): generating it afresh…$`));
      expect(getMeta(db, 'seed_complete')).toBeDefined();
    } finally {
      db.close();
    }
  });

  it('generates an older format afresh and names both formats', async () => {
    const dir = library((file) => withDb(file, (db) => setMeta(db, 'library_format', '0')));
    const lines: string[] = [];
    const { db } = await openDemoData(dir, (line) => lines.push(line), fakeGenerate);
    db.close();
    expect(lines[0]).toBe(`Keepsake: the demo library in ${dir} was made by an older Keepsake (library format 0, this one uses ${LIBRARY_FORMAT}): generating it afresh…`);
  });

  it('opens a ready library as it is, keeping its sessions', async () => {
    const dir = library();
    withDb(join(dir, DB_FILE), (db) => db.prepare("INSERT INTO sessions (token_hash, user_id, created_at) SELECT 'kept', id, '2026-01-01' FROM users LIMIT 1").run());
    let generated = false;
    const { db, seeded } = await openDemoData(dir, () => undefined, (options) => ((generated = true), fakeGenerate(options)));
    try {
      expect(generated).toBe(false);
      expect(seeded).toBeUndefined();
      expect(db.prepare("SELECT token_hash FROM sessions WHERE token_hash = 'kept'").get()).toEqual({ token_hash: 'kept' });
    } finally {
      db.close();
    }
  });
});
