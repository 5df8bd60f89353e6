/**
 * `npm run demo:seed [-- --small] [-- --dir <folder>]`: seeds only when the folder holds no
 * complete library (use demo:reset to force), and prints timing and size.
 */
import { readConfig } from '../config';
import { isSeeded, seed } from '../seed';
import { progressBar } from '../seed/progress';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const dataDir = dirIndex >= 0 && args[dirIndex + 1] ? args[dirIndex + 1]! : readConfig().dataDir;
const force = args.includes('--force');
if (!force && isSeeded(dataDir)) {
  process.stdout.write(`${dataDir} already holds a seeded library (use npm run demo:reset or --force to start over).\n`);
} else {
  seed({ dataDir, size: args.includes('--small') ? 'small' : 'full', onProgress: progressBar('  rendering') })
    .then((r) => {
      process.stdout.write(`Seeded ${r.assets} assets in ${(r.ms / 1000).toFixed(1)} s; database ${(r.dbBytes / 1024).toFixed(0)} KiB${r.skippedVideos ? `; ${r.skippedVideos} videos skipped (renderer has no renderVideo yet)` : ''}.\n`);
    })
    .catch((error: unknown) => {
      process.stderr.write(`Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}
