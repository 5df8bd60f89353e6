import type { Context } from 'hono';

/**
 * Whether the browser reached Keepsake over HTTPS: directly, or through a reverse proxy that ends
 * TLS and says so in `X-Forwarded-Proto` (its first value, the client's side). Session cookies are
 * `Secure` exactly then. Trusting the header is safe here: a client that claims https over plain
 * http only gets a cookie its own browser will not send back.
 */
export function requestIsHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
