import { join } from 'node:path';
import { Hono } from 'hono';
import { notFound, noAccess } from '../http/errors';
import { CACHE_PRIVATE_NONE, sendFile } from '../http/files';
import type { ApiEnv, UserRow } from '../http/types';
import { uuidParam } from '../http/validate';
import { mapUser, mapUserAdmin } from '../mappers/user';

export const userRoutes = new Hono<ApiEnv>();

userRoutes.get('/users/me', (c) => {
  const me = c.get('user');
  const usage = c.get('db').prepare('SELECT coalesce(sum(e.file_size_in_byte), 0) AS n FROM assets a JOIN exif e ON e.asset_id = a.id WHERE a.owner_id = ?').get(me.id) as { n: number };
  return c.json(mapUserAdmin(me, usage.n, c.get('api')));
});

userRoutes.get('/users/:id', (c) => {
  const id = uuidParam(c);
  const row = c.get('db').prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  if (!row) throw noAccess('user.read');
  return c.json(mapUser(row, c.get('api')));
});

userRoutes.get('/users/:id/profile-image', (c) => {
  const id = uuidParam(c);
  const row = c.get('db').prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  if (!row) throw noAccess('user.read');
  if (!row.profile_image_file) throw notFound('User does not have a profile image');
  return sendFile(c, join(c.get('dataDir'), row.profile_image_file), 'image/jpeg', CACHE_PRIVATE_NONE);
});
