import { COLUMN_UPGRADES, SCHEMA } from './schema';
import { openSqlite, type SqlDatabase } from './sqlite';

export type Db = SqlDatabase;

/**
 * Opens (and creates) the library database. WAL with `synchronous = FULL` fsyncs the log on every
 * commit, so a write that was answered survives a kill -9 or a power cut.
 */
export function openDb(file: string, options: { readonly?: boolean } = {}): Db {
  const db = openSqlite(file, { readonly: options.readonly ?? false });
  if (!options.readonly) {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
  }
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  if (!options.readonly) {
    db.exec(SCHEMA);
    upgradeColumns(db);
  }
  return db;
}

function upgradeColumns(db: Db): void {
  for (const { table, column, type } of COLUMN_UPGRADES) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!columns.some((c) => c.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  }
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}
