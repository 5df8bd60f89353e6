import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully, keepsakeVersion, serverUrl, startLine } from './lifecycle';

describe('startLine', () => {
  const base = { version: '1.2.3', host: '127.0.0.1', port: 3000, dataDir: '/data', demoApi: 'v1' as const };
  it.each([
    [base, 'Keepsake 1.2.3 is ready at http://127.0.0.1:3000 (demo mode: sign in as demo@keepsake.test with password "keepsake"; library in /data)'],
    [{ ...base, demoApi: 'v3' as const }, 'Keepsake 1.2.3 is ready at http://127.0.0.1:3000 (demo mode, answering as Immich v3.2.2: sign in as demo@keepsake.test with password "keepsake"; library in /data)'],
    [{ ...base, host: '0.0.0.0', port: 2284, immichUrl: 'http://immich-server:2283' }, 'Keepsake 1.2.3 is ready at http://0.0.0.0:2284 (proxy mode: /api goes to http://immich-server:2283; sign in with your Immich account)'],
  ])('says version, address and mode in one line (%#)', (facts, line) => {
    expect(startLine(facts)).toBe(line);
  });

  it('puts an IPv6 host in brackets', () => {
    expect(serverUrl('::', 3000)).toBe('http://[::]:3000');
  });

  it('reads the version from package.json', () => {
    expect(keepsakeVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('closeGracefully', () => {
  let server: Server | undefined;
  afterEach(() => server?.closeAllConnections());

  /** A server whose answers come `delayMs` after the request, or never when `delayMs` is Infinity. */
  async function slowServer(delayMs: number): Promise<number> {
    server = createServer((_req, res) => {
      if (Number.isFinite(delayMs)) setTimeout(() => res.end('done'), delayMs);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  /** GET / over a keep-alive connection: the body, or the error that ended it. */
  function get(port: number): Promise<string> {
    return new Promise((resolve) => {
      const req = request({ port, host: '127.0.0.1', path: '/', headers: { connection: 'keep-alive' } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
        res.on('error', (error) => resolve(`error: ${error.message}`));
      });
      req.on('error', (error) => resolve(`error: ${error.message}`));
      req.end();
    });
  }

  it('lets an open request finish, then closes', async () => {
    const port = await slowServer(200);
    const answer = get(port);
    await new Promise((r) => setTimeout(r, 50)); // the request is in the handler now
    const closed = closeGracefully(server!, 5000);
    expect(await answer).toBe('done');
    await closed;
    expect(server!.listening).toBe(false);
  });

  it('cuts a request still open when the grace period ends', async () => {
    const port = await slowServer(Infinity);
    const answer = get(port);
    await new Promise((r) => setTimeout(r, 50));
    await closeGracefully(server!, 100);
    expect(await answer).toMatch(/^error: /);
  });
});
