import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApiKey } from './seed/write-db';
import { openTestLibrary, type TestLibrary } from './test/library';

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

describe('the production build (npm run build, then node dist-server/start.js)', () => {
  // inside the project, so that the build finds the production dependencies as it would there
  const out = join(process.cwd(), `dist-server-test-${process.pid}`);
  let lib: TestLibrary;
  let dist: string;
  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs', out], { stdio: 'pipe' });
    lib = await openTestLibrary();
    dist = mkdtempSync(join(tmpdir(), 'keepsake-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(() => {
    lib.close();
    rmSync(out, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  it('imports no development tool: only Node, the production dependencies, and Vite for a first build', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: object; optionalDependencies: object };
    const allowed = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.optionalDependencies)]);
    const imported = new Set<string>();
    for (const file of readdirSync(out).filter((f) => f.endsWith('.js'))) {
      for (const [, name] of readFileSync(join(out, file), 'utf8').matchAll(/^import [^'"]*["']([^'".][^'"]*)["']/gm)) imported.add(name!);
    }
    const outside = [...imported].filter((name) => !name.startsWith('node:') && !allowed.has(name));
    expect(outside).toEqual([]);
    expect(imported.has('node:http')).toBe(true);
  });

  it('logs one line with version, mode and address, finishes an open request on SIGTERM, and exits 0', async () => {
    const child = spawn(process.execPath, [join(out, 'start.js')], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', KEEPSAKE_DATA_DIR: lib.dataDir, KEEPSAKE_DIST_DIR: dist, KEEPSAKE_NO_BUILD: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    while (!stdout.includes('\n')) await new Promise((r) => setTimeout(r, 20));
    const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
    const line = new RegExp(`^Keepsake ${version.replaceAll('.', '\\.')} is ready at http://127\\.0\\.0\\.1:(\\d+) \\(demo mode: sign in as demo@keepsake\\.test`);
    expect(stdout).toMatch(line);
    const port = Number(line.exec(stdout)![1]);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('<div id="root">');

    // a comment whose body is still on its way when SIGTERM comes is answered, then the process ends
    const albumId = (lib.db.prepare("SELECT id FROM albums WHERE name LIKE 'Cabin%'").get() as { id: string }).id;
    const body = JSON.stringify({ albumId, type: 'comment', comment: 'sent while stopping' });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(`POST /api/activities HTTP/1.1\r\nhost: 127.0.0.1\r\nx-api-key: ${demoApiKey('demo')}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((r) => setTimeout(r, 200));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(await exited).toBe(0);
    expect(stdout.trimEnd().split('\n')).toHaveLength(1);
  });
});
