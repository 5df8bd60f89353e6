import type { DemoApi } from '../config';
import type { Db } from '../db/open';
import type { UserRow } from '../http/types';

/** The user shape inside assets, albums and activities (key order as on v1.106). */
export interface UserDto {
  id: string;
  email: string;
  name: string;
  profileImagePath: string;
  avatarColor: string;
  /** v3 */
  profileChangedAt?: string;
}

type UserFields = Pick<UserRow, 'id' | 'email' | 'name' | 'profile_image_path' | 'avatar_color' | 'updated_at'>;

export function mapUser(u: UserFields, api: DemoApi = 'v1'): UserDto {
  const user: UserDto = { id: u.id, email: u.email, name: u.name, profileImagePath: u.profile_image_path, avatarColor: u.avatar_color };
  if (api === 'v3') user.profileChangedAt = u.updated_at;
  return user;
}

/** `GET /users/me`: the full user, as the fixture shows it (v3 adds `profileChangedAt` and `license`). */
export function mapUserAdmin(u: UserRow, quotaUsageInBytes: number, api: DemoApi = 'v1') {
  return {
    ...mapUser(u, api),
    storageLabel: u.storage_label,
    shouldChangePassword: false,
    isAdmin: u.is_admin === 1,
    createdAt: u.created_at,
    deletedAt: null,
    updatedAt: u.updated_at,
    oauthId: '',
    quotaSizeInBytes: null,
    quotaUsageInBytes,
    status: 'active',
    ...(api === 'v3' ? { license: null } : {}),
  };
}

/** Users by id, loaded once per request: activity lists and albums mention the same few people. */
export function userLookup(db: Db, api: DemoApi = 'v1'): (id: string) => UserDto {
  const cache = new Map<string, UserDto>();
  const stmt = db.prepare('SELECT id, email, name, profile_image_path, avatar_color, updated_at FROM users WHERE id = ?');
  return (id) => {
    let u = cache.get(id);
    if (!u) {
      const row = stmt.get(id) as UserFields | undefined;
      if (!row) throw new Error(`user ${id} is missing`);
      u = mapUser(row, api);
      cache.set(id, u);
    }
    return u;
  };
}
