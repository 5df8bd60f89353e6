import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from './open';
import { openSqlite, sqliteDriver, type SqlDatabase } from './sqlite';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const hasBuiltInSqlite = major > 23 || (major === 23 && minor >= 4) || (major === 22 && minor >= 13);

describe('the SQLite driver', () => {
  it('is node:sqlite where Node has it (22.13+), better-sqlite3 only where it does not', () => {
    expect(sqliteDriver()).toBe(hasBuiltInSqlite ? 'node:sqlite' : 'better-sqlite3');
  });

  it('loads without printing any warning', () => {
    const script = "import('./server/db/sqlite.ts').then((m) => { const db = m.openSqlite(':memory:'); console.log(m.sqliteDriver(), db.prepare('SELECT 41 + 1 AS n').get().n); db.close(); })";
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe(`${sqliteDriver()} 42`);
  });
});

describe('a database opened through the storage module', () => {
  let db: SqlDatabase;
  beforeEach(() => {
    db = openSqlite(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, n INTEGER, x REAL)');
  });
  afterEach(() => db.close());

  const names = (): string[] => (db.prepare('SELECT name FROM t ORDER BY id').all() as { name: string }[]).map((r) => r.name);

  it('runs, gets and lists with positional parameters, answering numbers for integers', () => {
    const insert = db.prepare('INSERT INTO t (name, n, x) VALUES (?, ?, ?)');
    expect(insert.run('a', 1, 0.5)).toEqual({ changes: 1, lastInsertRowid: 1 });
    insert.run('b', 2, 1.5);
    expect({ ...(db.prepare('SELECT name, n, x FROM t WHERE n = ?').get(2) as object) }).toEqual({ name: 'b', n: 2, x: 1.5 });
    expect(db.prepare('SELECT * FROM t WHERE n = ?').get(99)).toBeUndefined();
    expect(db.prepare('SELECT count(*) AS c FROM t').get()).toMatchObject({ c: 2 });
    expect(db.prepare('SELECT name FROM t LIMIT ? OFFSET ?').all(1, 1)).toMatchObject([{ name: 'b' }]);
    expect(db.prepare('UPDATE t SET n = n + 1').run().changes).toBe(2);
  });

  it('binds undefined as NULL and booleans as 1/0 on every driver', () => {
    db.prepare('INSERT INTO t (name, n) VALUES (?, ?)').run(undefined, true);
    db.prepare('INSERT INTO t (name, n) VALUES (?, ?)').run('x', false);
    expect(db.prepare('SELECT name, n FROM t ORDER BY id').all()).toMatchObject([{ name: null, n: 1 }, { name: 'x', n: 0 }]);
  });

  it('commits a transaction that returns and rolls back one that throws', () => {
    expect(db.transaction(() => {
      db.prepare('INSERT INTO t (name) VALUES (?)').run('kept');
      return 'done';
    })).toBe('done');
    expect(() => db.transaction(() => {
      db.prepare('INSERT INTO t (name) VALUES (?)').run('lost');
      throw new Error('boom');
    })).toThrow('boom');
    expect(names()).toEqual(['kept']);
  });

  it('rolls back only the inner part of a nested transaction that throws', () => {
    db.transaction(() => {
      db.prepare('INSERT INTO t (name) VALUES (?)').run('outer');
      expect(() => db.transaction(() => {
        db.prepare('INSERT INTO t (name) VALUES (?)').run('inner');
        throw new Error('inner failed');
      })).toThrow('inner failed');
      db.transaction(() => db.prepare('INSERT INTO t (name) VALUES (?)').run('inner ok'));
    });
    expect(names()).toEqual(['outer', 'inner ok']);
  });

  it('can be closed twice', () => {
    db.close();
    expect(() => db.close()).not.toThrow();
    expect(() => db.prepare('SELECT 1')).toThrow();
  });

  it('refuses an async transaction body and leaves nothing behind', () => {
    expect(() => db.transaction(() => {
      db.prepare('INSERT INTO t (name) VALUES (?)').run('async');
      return Promise.resolve();
    })).toThrow(/synchronous/);
    expect(names()).toEqual([]);
    db.transaction(() => db.prepare('INSERT INTO t (name) VALUES (?)').run('after'));
    expect(names()).toEqual(['after']);
  });
});

describe('openDb', () => {
  it('sets WAL, synchronous = FULL, foreign keys and a busy timeout', () => {
    const dir = mkdtempSync(join(tmpdir(), 'keepsake-db-'));
    try {
      const db = openDb(join(dir, 'library.db'));
      const pragma = (name: string): unknown => Object.values(db.prepare(`PRAGMA ${name}`).get() as object)[0];
      expect(pragma('journal_mode')).toBe('wal');
      expect(pragma('synchronous')).toBe(2);
      expect(pragma('foreign_keys')).toBe(1);
      expect(pragma('busy_timeout')).toBe(5000);
      expect(() => db.prepare("INSERT INTO sessions (token_hash, user_id, created_at) VALUES ('t', 'nobody', '')").run()).toThrow(/FOREIGN KEY/);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
