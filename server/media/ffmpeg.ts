/**
 * Locates the ffmpeg binary shipped inside @ffmpeg-installer/linux-x64 and runs it with raw
 * frames on stdin. Kept apart so the video code stays about pictures, not processes.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);

let found: string | null | undefined;
let unpacked: string | undefined;

/**
 * Absolute path of the bundled ffmpeg, or undefined where the optional package is not installed
 * (a platform other than Linux x64). The container image keeps the binary gzipped beside the
 * package's package.json (ADR 103): it is unpacked into the temp folder once per process.
 */
export function findFfmpeg(): string | undefined {
  if (found !== undefined) return found ?? undefined;
  found = null;
  let dir: string;
  try {
    dir = dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json'));
  } catch {
    return undefined;
  }
  const plain = join(dir, 'ffmpeg');
  const packed = `${plain}.gz`;
  if (existsSync(plain)) found = plain;
  else if (existsSync(packed)) {
    const target = join(tmpdir(), `keepsake-ffmpeg-${process.pid}`);
    writeFileSync(`${target}.part`, gunzipSync(readFileSync(packed)));
    chmodSync(`${target}.part`, 0o755);
    renameSync(`${target}.part`, target);
    found = unpacked = target;
    process.once('exit', releaseFfmpeg);
  }
  return found ?? undefined;
}

/** Deletes the copy findFfmpeg unpacked, if any (the next findFfmpeg unpacks it again). */
export function releaseFfmpeg(): void {
  if (!unpacked) return;
  rmSync(unpacked, { force: true });
  unpacked = found = undefined;
}

/** Absolute path of the bundled ffmpeg; throws a helpful error when the package is missing. */
export function ffmpegPath(): string {
  const path = findFfmpeg();
  if (!path) throw new Error('ffmpeg not found: the @ffmpeg-installer/linux-x64 package is missing. Run `npm install` on Linux x64.');
  return path;
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
