/**
 * Locates the ffmpeg binary shipped inside @ffmpeg-installer/linux-x64 and runs it with raw
 * frames on stdin. Kept apart so the video code stays about pictures, not processes.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Absolute path of the bundled ffmpeg; throws a helpful error when the package is missing. */
export function ffmpegPath(): string {
  try {
    return join(dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json')), 'ffmpeg');
  } catch {
    throw new Error('ffmpeg not found: the @ffmpeg-installer/linux-x64 package is missing. Run `npm install` on Linux x64.');
  }
}

/**
 * Runs ffmpeg with `args`, writing the frames produced by `frames()` to its stdin. Resolves when
 * ffmpeg exits 0; rejects with the tail of its log otherwise.
 */
export function runFfmpeg(args: string[], frames: Iterable<Buffer>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => { log = (log + chunk.toString()).slice(-4000); });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${log.trim().split('\n').slice(-5).join('\n')}`))));
    // EPIPE if ffmpeg dies early: the 'close' handler reports the real reason
    child.stdin.on('error', () => undefined);
    const iterator = frames[Symbol.iterator]();
    const pump = (): void => {
      for (;;) {
        const next = iterator.next();
        if (next.done) { child.stdin.end(); return; }
        if (!child.stdin.write(next.value)) { child.stdin.once('drain', pump); return; }
      }
    };
    pump();
  });
}
