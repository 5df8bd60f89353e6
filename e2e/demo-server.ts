/**
 * One demo server of the end-to-end tests (playwright.config.ts starts one per worker and API
 * generation). The seeded library in `KEEPSAKE_E2E_DATA_DIR` is generated first when it is missing,
 * then this server gets a folder of its own, `KEEPSAKE_DATA_DIR`: a copy of the database (the
 * comments, likes and people the journeys add stay with this server) and links to the rendered
 * media, which the service only reads. Then it is `npm start` without a build.
 */
import { copyFileSync, lstatSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { openDemoData } from '../server/demo-data';

const seeded = process.env.KEEPSAKE_E2E_DATA_DIR;
const own = process.env.KEEPSAKE_DATA_DIR;
if (!seeded || !own) throw new Error('KEEPSAKE_E2E_DATA_DIR (the seeded library) and KEEPSAKE_DATA_DIR (this server’s copy) must be set');

// The servers start one after the other: the first generates a missing library, the others find it.
const { db } = await openDemoData(seeded);
db.close(); // writes the write-ahead log back into the database file, which is then copied whole

rmSync(own, { recursive: true, force: true });
mkdirSync(own, { recursive: true });
for (const name of readdirSync(seeded)) {
  if (name === 'servers') continue; // the servers' own folders (playwright.config.ts)
  const from = join(seeded, name);
  if (lstatSync(from).isDirectory()) symlinkSync(from, join(own, name), 'dir');
  else copyFileSync(from, join(own, name));
}

await import('../server/start');
