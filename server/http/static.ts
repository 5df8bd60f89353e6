import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Handler } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built app: files as they are, hashed `/assets/*` cached for a year, and every other
 * path (a client-side route) answered with index.html so deep links and reloads work.
 */
export function serveApp(distDir: string): Handler {
  const root = resolve(distDir);
  return (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad Request', 400);
    }
    const file = resolve(root, normalize('.' + path));
    const inside = file === root || file.startsWith(root + sep);
    if (inside && file !== root && existsSync(file) && statSync(file).isFile()) {
      const immutable = path.startsWith('/assets/');
      return send(file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache', c.req.method === 'HEAD');
    }
    // a missing hashed asset is a real 404, not the app (a stale tab would otherwise parse HTML as JS)
    if (path.startsWith('/assets/') || extname(path) !== '') return c.text('Not Found', 404);
    const index = join(root, 'index.html');
    if (!existsSync(index)) return c.text('The app is not built. Run `npm run build` or start without KEEPSAKE_NO_BUILD.', 503);
    return send(index, 'no-cache', c.req.method === 'HEAD');
  };
}

function send(file: string, cacheControl: string, headOnly: boolean): Response {
  const headers = {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(statSync(file).size),
    'cache-control': cacheControl,
  };
  const body = headOnly ? null : (Readable.toWeb(createReadStream(file)) as ReadableStream);
  return new Response(body, { status: 200, headers });
}
