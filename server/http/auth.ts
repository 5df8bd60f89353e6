import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { digest } from '../lib/passwords';
import { HttpError } from './errors';
import type { ApiEnv, UserRow } from './types';

export const AUTH_COOKIE = 'immich_access_token';

const USER_COLUMNS = 'u.id, u.email, u.name, u.avatar_color, u.profile_image_path, u.profile_image_file, u.is_admin, u.storage_label, u.created_at, u.updated_at';

/** Paths under /api that answer without credentials, as on a real server. */
const PUBLIC = new Set(['/auth/login', '/server/ping', '/server-info/ping', '/server/version', '/server-info/version', '/keepsake/demo', '/server/features', '/server/config']);

/**
 * Accepts, like Immich: `x-api-key`, `Authorization: Bearer <token>`, or the
 * `immich_access_token` cookie. Everything not public answers 401 without them.
 */
export function authMiddleware(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const path = c.req.path.replace(/^\/api/, '');
    if (PUBLIC.has(path)) return next();
    const db = c.get('db');
    const apiKey = c.req.header('x-api-key');
    if (apiKey !== undefined) {
      const user = db
        .prepare(`SELECT ${USER_COLUMNS} FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.key_hash = ?`)
        .get(digest(apiKey)) as UserRow | undefined;
      if (!user) throw new HttpError(401, 'Invalid API key');
      c.set('user', user);
      return next();
    }
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
    const token = bearer ?? getCookie(c, AUTH_COOKIE);
    if (!token) throw new HttpError(401, 'Authentication required');
    const user = db
      .prepare(`SELECT ${USER_COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?`)
      .get(digest(token)) as UserRow | undefined;
    if (!user) throw new HttpError(401, 'Invalid user token');
    c.set('user', user);
    return next();
  };
}
