/** `npm run demo:reset`: wipes the demo library in KEEPSAKE_DATA_DIR (default .data/) and seeds it afresh. */
import { readConfig } from '../config';
import { seed } from '../seed';
import { progressBar } from '../seed/progress';
import { DEMO_PASSWORD, USERS } from '../seed/catalog';

const { dataDir } = readConfig();
process.stderr.write(`Keepsake: resetting the demo library in ${dataDir}…\n`);
seed({ dataDir, onProgress: progressBar('  rendering') })
  .then((r) => {
    process.stdout.write(`Seeded ${r.assets} photos and videos in ${(r.ms / 1000).toFixed(1)} s (database ${(r.dbBytes / 1024).toFixed(0)} KiB).\nSign in as ${USERS[0]!.email} / ${DEMO_PASSWORD}.\n`);
  })
  .catch((error: unknown) => {
    process.stderr.write(`Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
