import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The few SQLite operations the service uses, over whichever driver this Node has (ADR 062):
 * Node's built-in `node:sqlite` (Node 22.13 and later, nothing to compile) or, on older Node, the
 * optional native module better-sqlite3. Both behave the same through this interface:
 * - parameters are positional (`?`); `undefined` binds as NULL and booleans as 1/0;
 * - `get()` answers `undefined` when there is no row; rows are plain records (under node:sqlite
 *   without a prototype: read their columns, don't call Object methods on them);
 * - integers come back as numbers; BLOBs are not used by the schema.
 */
export interface SqlStatement {
  run(...params: unknown[]): SqlRunResult;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}

export interface SqlRunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

export type SqliteDriver = 'node:sqlite' | 'better-sqlite3';

export interface SqlDatabase {
  readonly driver: SqliteDriver;
  prepare(sql: string): SqlStatement;
  /** Runs one or more statements without results (also `PRAGMA name = value`). */
  exec(sql: string): void;
  /**
   * Runs `fn` now, inside a transaction: committed when it returns, rolled back when it throws.
   * Nested calls use savepoints. `fn` must be synchronous (SQLite work here is synchronous).
   */
  transaction<T>(fn: () => T): T;
  close(): void;
}

/** What both drivers' database and statement objects have in common (the part used here). */
interface RawStatement {
  run(...params: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}
interface RawDatabase {
  prepare(sql: string): RawStatement;
  exec(sql: string): unknown;
  close(): unknown;
}
type Open = (file: string, readonly: boolean) => RawDatabase;

/** The part of `node:sqlite` used here (its types ship with @types/node 22 and later). */
interface NodeSqliteModule {
  DatabaseSync: new (file: string, options?: { readOnly?: boolean }) => RawDatabase;
}

let chosen: { driver: SqliteDriver; open: Open } | undefined;

/** Which driver `openSqlite` uses on this Node. */
export function sqliteDriver(): SqliteDriver {
  return pickDriver().driver;
}

function pickDriver(): { driver: SqliteDriver; open: Open } {
  if (chosen) return chosen;
  const builtIn = loadNodeSqlite();
  if (builtIn) {
    chosen = { driver: 'node:sqlite', open: (file, readonly) => new builtIn.DatabaseSync(file, { readOnly: readonly }) };
  } else {
    const Database = loadBetterSqlite3();
    chosen = { driver: 'better-sqlite3', open: (file, readonly) => new Database(file, { readonly }) };
  }
  return chosen;
}

/**
 * `node:sqlite` where Node has it without a flag, else undefined. Node 22 announces it with an
 * ExperimentalWarning ("SQLite is an experimental feature") when it loads; that one warning is
 * dropped, every other warning still goes through.
 */
function loadNodeSqlite(): NodeSqliteModule | undefined {
  const own = Object.getOwnPropertyDescriptor(process, 'emitWarning');
  const forward = process.emitWarning.bind(process);
  process.emitWarning = (...args: unknown[]): void => {
    if (!isSqliteExperimentalWarning(args)) Reflect.apply(forward, process, args);
  };
  try {
    return process.getBuiltinModule?.('node:sqlite') as NodeSqliteModule | undefined;
  } finally {
    if (own) Object.defineProperty(process, 'emitWarning', own);
    else Reflect.deleteProperty(process, 'emitWarning');
  }
}

function isSqliteExperimentalWarning(args: unknown[]): boolean {
  const [warning, typeOrOptions] = args;
  const message = warning instanceof Error ? warning.message : String(warning);
  const type =
    warning instanceof Error ? warning.name
    : typeof typeOrOptions === 'string' ? typeOrOptions
    : (typeOrOptions as { type?: string } | undefined)?.type;
  return type === 'ExperimentalWarning' && message.startsWith('SQLite ');
}

/** Loaded only where node:sqlite is missing: elsewhere it is neither built nor installed. */
function loadBetterSqlite3(): typeof BetterSqlite3 {
  try {
    const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
    new Database(':memory:').close(); // loads the compiled addon now, so a missing or stale build fails here
    return Database;
  } catch (cause) {
    throw new Error(
      `Keepsake keeps its library in SQLite. Node 22.13 or later has it built in; Node ${process.versions.node} needs the ` +
        'optional better-sqlite3 module built for it, which could not be loaded. ' +
        'Run `node scripts/postinstall.mjs` to build it, or use Node 22.13 or later.',
      { cause },
    );
  }
}

/** Opens (and creates, unless `readonly`) a database file; `:memory:` works too. */
export function openSqlite(file: string, options: { readonly?: boolean } = {}): SqlDatabase {
  const { driver, open } = pickDriver();
  return wrap(driver, open(file, options.readonly ?? false));
}

function wrap(driver: SqliteDriver, raw: RawDatabase): SqlDatabase {
  let depth = 0;
  let closed = false;
  const exec = (sql: string): void => {
    raw.exec(sql);
  };
  return {
    driver,
    prepare(sql) {
      const stmt = raw.prepare(sql);
      return {
        run: (...params) => {
          const { changes, lastInsertRowid } = stmt.run(...bindable(params));
          return { changes: Number(changes), lastInsertRowid };
        },
        get: (...params) => stmt.get(...bindable(params)),
        all: (...params) => stmt.all(...bindable(params)),
      };
    },
    exec,
    transaction<T>(fn: () => T): T {
      const savepoint = `keepsake_${depth}`;
      exec(depth === 0 ? 'BEGIN' : `SAVEPOINT ${savepoint}`);
      depth++;
      const rollback = (): void => {
        try {
          exec(depth === 0 ? 'ROLLBACK' : `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
        } catch {
          // SQLite already ended the transaction (it does so on some errors): the first error counts
        }
      };
      let result: T;
      try {
        result = fn();
        if (result instanceof Promise) throw new TypeError('transaction(fn): fn must be synchronous');
      } catch (error) {
        depth--;
        rollback();
        throw error;
      }
      depth--;
      try {
        exec(depth === 0 ? 'COMMIT' : `RELEASE ${savepoint}`);
      } catch (error) {
        rollback();
        throw error;
      }
      return result;
    },
    close() {
      if (closed) return; // closing twice is harmless, as with better-sqlite3 (node:sqlite would throw)
      closed = true;
      raw.close();
    },
  };
}

/** `undefined` -> NULL (better-sqlite3 does so, node:sqlite refuses), booleans -> 1/0 (the reverse). */
function bindable(params: unknown[]): unknown[] {
  for (let i = 0; i < params.length; i++) {
    const p = params[i];
    if (p === undefined || typeof p === 'boolean') return params.map((v) => (v === undefined ? null : typeof v === 'boolean' ? Number(v) : v));
  }
  return params;
}
