// Runs after `npm install` / `npm ci` (ADR 062). Keepsake keeps its library in SQLite: Node 22.13 and
// later have it built in (`node:sqlite`), so nothing is compiled there. Only an older Node needs the
// optional native module better-sqlite3, whose install script `allowScripts` turns off; it is built
// here, and only then. Run it again by hand (`node scripts/postinstall.mjs`) after switching Node.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Whether this Node has `node:sqlite` without a flag (Node 22 announces it with a warning: not here). */
function hasBuiltInSqlite() {
  const emitWarning = process.emitWarning;
  process.emitWarning = (warning, ...rest) => {
    if (!String(warning).startsWith('SQLite ')) emitWarning.call(process, warning, ...rest);
  };
  try {
    return process.getBuiltinModule?.('node:sqlite') !== undefined;
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** Undefined when better-sqlite3 opens a database on this Node, else why not. */
function betterSqliteProblem() {
  try {
    const Database = require('better-sqlite3');
    new Database(':memory:').close();
    return undefined;
  } catch (error) {
    return String(error?.message ?? error).split('\n')[0];
  }
}

if (!hasBuiltInSqlite() && betterSqliteProblem() !== undefined) {
  console.log(`keepsake: Node ${process.versions.node} has no built-in SQLite (Node 22.13+ has): building better-sqlite3 (a minute or more)`);
  const args = ['rebuild', 'better-sqlite3', '--dangerously-allow-all-scripts'];
  const npm = process.env.npm_execpath; // the npm running this install
  const result = npm
    ? spawnSync(process.execPath, [npm, ...args], { stdio: 'inherit' })
    : spawnSync('npm', args, { stdio: 'inherit', shell: process.platform === 'win32' });
  const problem = result.status === 0 ? betterSqliteProblem() : `npm rebuild better-sqlite3 ended with ${result.status ?? result.signal}`;
  if (problem !== undefined) {
    console.error(
      `keepsake: better-sqlite3 could not be built for Node ${process.versions.node} (${problem}), and Keepsake's service needs it on this Node. ` +
        'Either use Node 22.13 or later, which needs no build, or install a C++ toolchain (see https://github.com/nodejs/node-gyp#installation) ' +
        'and run `node scripts/postinstall.mjs` again.',
    );
    process.exit(1);
  }
}
