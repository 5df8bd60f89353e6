import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AUTH_COOKIE } from '../http/auth';
import { HttpError } from '../http/errors';
import { requestIsHttps } from '../http/forwarded';
import type { ApiEnv, UserRow } from '../http/types';
import { Checks, jsonBody } from '../http/validate';
import { digest, newToken, verifyPassword } from '../lib/passwords';

export const authRoutes = new Hono<ApiEnv>();

/** Same cookie attributes as Immich (400 days), httpOnly so scripts never see the token. */
const COOKIE_MAX_AGE = 400 * 24 * 3600;

authRoutes.post('/auth/login', async (c) => {
  const body = await jsonBody(c);
  const checks = new Checks();
  const { email, password } = body;
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email.trim())) checks.add('email must be an email');
  if (typeof password !== 'string') checks.add('password must be a string');
  else if (password === '') checks.add('password should not be empty');
  checks.throwIfAny();
  const db = c.get('db');
  const user = db.prepare('SELECT * FROM users WHERE email = ?').get((email as string).trim().toLowerCase()) as (UserRow & { password_hash: string }) | undefined;
  if (!user || !verifyPassword(password as string, user.password_hash)) throw new HttpError(401, 'Incorrect email or password');

  const token = newToken();
  db.prepare('INSERT INTO sessions (token_hash, user_id, created_at) VALUES (?, ?, ?)').run(digest(token), user.id, new Date().toISOString());
  const secure = requestIsHttps(c);
  const v3 = c.get('api') === 'v3';
  // v2+ also sends Expires (the same moment as Max-Age)
  const expires = v3 ? { expires: new Date(Date.now() + COOKIE_MAX_AGE * 1000) } : {};
  const cookie = { path: '/', maxAge: COOKIE_MAX_AGE, sameSite: 'Lax' as const, secure, ...expires };
  setCookie(c, AUTH_COOKIE, token, { ...cookie, httpOnly: true });
  setCookie(c, 'immich_auth_type', 'password', { ...cookie, httpOnly: true });
  setCookie(c, 'immich_is_authenticated', 'true', cookie);
  return c.json(
    {
      accessToken: token,
      userId: user.id,
      userEmail: user.email,
      name: user.name,
      isAdmin: user.is_admin === 1,
      profileImagePath: user.profile_image_path,
      shouldChangePassword: false,
      ...(v3 ? { isOnboarded: true } : {}),
    },
    201,
  );
});

authRoutes.post('/auth/logout', (c) => {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
  const token = bearer ?? getCookie(c, AUTH_COOKIE);
  if (token) c.get('db').prepare('DELETE FROM sessions WHERE token_hash = ?').run(digest(token));
  for (const name of [AUTH_COOKIE, 'immich_auth_type', 'immich_is_authenticated']) deleteCookie(c, name, { path: '/' });
  return c.json({ successful: true, redirectUri: '/auth/login' });
});

authRoutes.post('/auth/validateToken', (c) => c.json({ authStatus: true }));
