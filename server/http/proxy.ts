import type { Handler } from 'hono';
import { errorBody } from './errors';
import { requestIsHttps } from './forwarded';
import { newCorrelationId } from '../lib/ids';

/** Hop-by-hop headers (RFC 9110 §7.6.1) and ones fetch sets itself. */
const DROP_REQUEST = new Set(['host', 'connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'accept-encoding', 'content-length']);
const DROP_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'set-cookie']);

/**
 * Proxy mode: forwards `/api/*` (method, body, cookies, x-api-key, Range) to a real Immich server
 * and streams its answer back, so the browser keeps one origin. Cookies lose `Secure` when the
 * browser talks plain http to us (not through an HTTPS reverse proxy), or the browser would drop
 * the session cookie.
 */
export function immichProxy(immichUrl: string): Handler {
  const base = new URL(immichUrl);
  return async (c) => {
    const incoming = new URL(c.req.url);
    const target = new URL(base.pathname.replace(/\/$/, '') + incoming.pathname + incoming.search, base);
    const headers = new Headers();
    c.req.raw.headers.forEach((value, name) => {
      if (!DROP_REQUEST.has(name)) headers.set(name, value);
    });
    headers.set('accept-encoding', 'identity');
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    let upstream: Response;
    try {
      upstream = await fetch(target, {
        method: c.req.method,
        headers,
        body: hasBody ? c.req.raw.body : undefined,
        redirect: 'manual',
        ...(hasBody ? { duplex: 'half' } : {}),
      });
    } catch (error) {
      const cid = newCorrelationId();
      const reason = error instanceof Error ? error.message : String(error);
      return c.json(errorBody(502, `Could not reach the Immich server at ${base.origin} (${reason}). Check IMMICH_URL and that the server is running.`, cid), 502, { 'x-immich-cid': cid });
    }
    const out = new Headers();
    upstream.headers.forEach((value, name) => {
      if (!DROP_RESPONSE.has(name)) out.set(name, value);
    });
    const plainHttp = !requestIsHttps(c);
    for (const cookie of upstream.headers.getSetCookie()) {
      out.append('set-cookie', plainHttp ? cookie.replace(/;\s*secure/gi, '') : cookie);
    }
    return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: out });
  };
}
