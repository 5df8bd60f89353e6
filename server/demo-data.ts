import { join } from 'node:path';
import { getMeta, openDb, type Db } from './db/open';
import { LIBRARY_FORMAT } from './db/schema';
import { DB_FILE, libraryState, seed, type LibraryState, type SeedOptions, type SeedResult } from './seed';
import { progressBar } from './seed/progress';
import { tagLibrary } from './seed/tags';

/** Why the library is generated now, as the log line says it; undefined when it is ready. */
export function regenerationReason(state: LibraryState, dataDir: string): string | undefined {
  switch (state.kind) {
    case 'ready':
      return undefined;
    case 'missing':
      return `generating the demo library in ${dataDir} (first start only)…`;
    case 'incomplete':
      return `the demo library in ${dataDir} was not finished (its generation was stopped): generating it afresh…`;
    case 'unreadable':
      return `the demo library in ${dataDir} could not be read (${state.reason}): generating it afresh…`;
    case 'other-format':
      return `the demo library in ${dataDir} was made by ${state.format < LIBRARY_FORMAT ? 'an older' : 'a newer'} Keepsake (library format ${state.format}, this one uses ${LIBRARY_FORMAT}): generating it afresh…`;
  }
}

/**
 * Opens the demo library in `dataDir`, generating it first when it is missing, half-generated (a
 * generation stopped by Ctrl-C or a container stop starts over), unreadable, or of a format this
 * version does not read: one log line says which, and a start never fails on the library it finds.
 */
export async function openDemoData(
  dataDir: string,
  log: (line: string) => void = (l) => process.stderr.write(l + '\n'),
  generate: (options: SeedOptions) => Promise<SeedResult> = seed,
): Promise<{ db: Db; seeded?: SeedResult }> {
  let seeded: SeedResult | undefined;
  const reason = regenerationReason(libraryState(dataDir), dataDir);
  if (reason) {
    log(`Keepsake: ${reason}`);
    seeded = await generate({ dataDir, onProgress: progressBar('  rendering') }).catch((error: unknown) => {
      throw (error as NodeJS.ErrnoException).code === 'EACCES'
        ? new Error(`the demo library's folder ${dataDir} is not writable by this user (uid ${process.getuid?.() ?? '?'}): ${(error as Error).message}`)
        : error;
    });
    const left = seeded.skippedVideos > 0 ? `; ${seeded.skippedVideos} videos left out, as this install has no ffmpeg (Linux x64 only)` : '';
    log(`Keepsake: ${seeded.assets} photos and videos ready in ${(seeded.ms / 1000).toFixed(1)} s${left}.`);
  }
  const db = openDb(join(dataDir, DB_FILE));
  tagLibrary(db);
  const anchor = getMeta(db, 'anchor_day');
  const age = anchor ? Math.round((Date.now() - Date.parse(anchor)) / 86_400_000) : 0;
  if (age > 3) log(`Keepsake: the demo library was generated ${age} days ago, so its "on this day" memories are no longer around today. Run \`npm run demo:reset\`, or empty ${dataDir} and start again, for fresh ones.`);
  return { db, seeded };
}
