import { join } from 'node:path';
import { openDb, type Db } from './db/open';
import { DB_FILE, isSeeded, seed, type SeedResult } from './seed';
import { progressBar } from './seed/progress';

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
  return { db: openDb(join(dataDir, DB_FILE)), seeded };
}
