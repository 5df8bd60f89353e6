import Database from 'better-sqlite3';
import { SCHEMA } from './schema';

export type Db = Database.Database;

/**
 * Opens (and creates) the library database. WAL with `synchronous = FULL` fsyncs the log on every
 * commit, so a write that was answered survives a kill -9 or a power cut.
 */
export function openDb(file: string, options: { readonly?: boolean } = {}): Db {
  const db = new Database(file, { readonly: options.readonly ?? false });
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
  }
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  if (!options.readonly) db.exec(SCHEMA);
  return db;
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}
