import type { MiddlewareHandler } from 'hono';

/**
 * The Content-Security-Policy of the built app (start.ts and `vite preview`). One constant on
 * purpose: a feature that needs more (e.g. a worker from a blob:) changes it here, visibly.
 * No inline scripts, no eval; styles may be inline (React's style attributes).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
  "connect-src 'self'",
].join('; ');

/**
 * The large-list worker script alone (docs/decisions/051-large-lists-in-a-worker.md) may compile
 * zod's fast parsers: a dedicated worker gets the CSP of its own script response, so the page keeps
 * `script-src 'self'` without 'unsafe-eval'.
 */
export const WORKER_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'");
/** Vite names the worker chunk after its source file: `assets/large-list.worker-<hash>.js`. */
export const EVAL_WORKER_PATH = /^\/assets\/large-list\.worker-[\w-]+\.js$/;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

/** Adds the security headers to every response (and never any CORS header). */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (EVAL_WORKER_PATH.test(c.req.path)) c.res.headers.set('content-security-policy', WORKER_CONTENT_SECURITY_POLICY);
  };
}
