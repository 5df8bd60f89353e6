import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Runs `npm start`'s script with `env`; resolves with its exit code and output once it ends. */
function start(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('npm start on a port that is already in use', () => {
  let taken: Server;
  let port: number;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'keepsake-start-'));
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen({ port: 0, host: '127.0.0.1' }, resolve));
    port = (taken.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => taken.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('says so in one line that names PORT=…, exits with 1, and does no first-start work', async () => {
    const data = join(dir, 'data');
    const result = await start({ PORT: String(port), HOST: '127.0.0.1', KEEPSAKE_DATA_DIR: data, KEEPSAKE_DIST_DIR: join(dir, 'dist'), KEEPSAKE_NO_BUILD: '1' });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      `Keepsake: port ${port} on 127.0.0.1 is already in use (is Keepsake already running?). Stop that server, or start on another port: PORT=${port + 1} npm start`,
    ]);
    // no stack trace, and the demo library was not generated first
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(join(data, 'library.db'))).toBe(false);
  });
});
