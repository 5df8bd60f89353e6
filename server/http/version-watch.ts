import type { MiddlewareHandler } from 'hono';
import { ServerVersionSchema, type ServerVersion } from '../../src/api/schemas/server';

/**
 * The API's version as the server last answered it, demo service or proxied Immich alike: watched
 * on its way out rather than asked for, so a proxy learns it from the first reader's page and
 * follows an upgraded Immich. Every reader gets the same answer (it needs no session), so it is
 * no one's data. The memories page's HTML hints its lists with it (ADR 115).
 */
export function versionWatch(): { middleware: MiddlewareHandler; current: () => ServerVersion | undefined } {
  let version: ServerVersion | undefined;
  const middleware: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || !c.res.ok) return;
    try {
      const parsed = ServerVersionSchema.safeParse(await c.res.clone().json());
      // (the schema keeps major, minor and patch only)
      if (parsed.success) version = parsed.data;
    } catch {
      // not JSON: the last version known stands
    }
  };
  return { middleware, current: () => version };
}
