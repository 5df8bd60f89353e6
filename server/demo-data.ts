import { join } from 'node:path';
import { getMeta, openDb, type Db } from './db/open';
import { DB_FILE, isSeeded, seed, type SeedResult } from './seed';
import { progressBar } from './seed/progress';
import { tagLibrary } from './seed/tags';

/**
 * Opens the demo library in `dataDir`, seeding it first when it is missing or half-seeded
 * (a seed interrupted by Ctrl-C starts over rather than serving a broken library).
 */
export async function openDemoData(dataDir: string, log: (line: string) => void = (l) => process.stderr.write(l + '\n')): Promise<{ db: Db; seeded?: SeedResult }> {
  let seeded: SeedResult | undefined;
  if (!isSeeded(dataDir)) {
    log(`Keepsake: generating the demo library in ${dataDir} (first start only)…`);
    seeded = await seed({ dataDir, onProgress: progressBar('  rendering') });
    log(`Keepsake: ${seeded.assets} photos and videos ready in ${(seeded.ms / 1000).toFixed(1)} s.`);
  }
  const db = openDb(join(dataDir, DB_FILE));
  tagLibrary(db);
  const anchor = getMeta(db, 'anchor_day');
  const age = anchor ? Math.round((Date.now() - Date.parse(anchor)) / 86_400_000) : 0;
  if (age > 3) log(`Keepsake: the demo library was generated ${age} days ago, so its "on this day" memories are no longer around today. Run \`npm run demo:reset\` for fresh ones.`);
  return { db, seeded };
}
