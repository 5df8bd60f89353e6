import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { HttpError } from './errors';

export const CACHE_PRIVATE_DAY = 'private, max-age=86400';
export const CACHE_PRIVATE_NONE = 'private, no-cache, no-transform';

/**
 * Streams a file, honouring a single `Range: bytes=a-b` (206) as video players need.
 * Missing files are a 404 with a plain message (the database points at a file that is gone).
 */
export function sendFile(c: Context, file: string, contentType: string, cacheControl: string): Response {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new HttpError(404, 'The file for this item is missing from the demo library; run `npm run demo:reset`.');
  }
  const headers: Record<string, string> = { 'content-type': contentType, 'cache-control': cacheControl, 'accept-ranges': 'bytes' };
  const range = c.req.header('range');
  if (range !== undefined) {
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    let start = m?.[1] ? Number(m[1]) : NaN;
    let end = m?.[2] ? Number(m[2]) : size - 1;
    if (m && !m[1] && m[2]) {
      // suffix range: the last N bytes
      start = Math.max(0, size - Number(m[2]));
      end = size - 1;
    }
    end = Math.min(end, size - 1);
    if (!m || Number.isNaN(start) || start > end || start >= size) {
      return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
    }
    headers['content-range'] = `bytes ${start}-${end}/${size}`;
    headers['content-length'] = String(end - start + 1);
    return new Response(toWeb(file, start, end), { status: 206, headers });
  }
  headers['content-length'] = String(size);
  return new Response(toWeb(file, 0, size - 1), { status: 200, headers });
}

function toWeb(file: string, start: number, end: number): ReadableStream {
  if (end < start) return new ReadableStream({ start: (controller) => controller.close() });
  return Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream;
}
