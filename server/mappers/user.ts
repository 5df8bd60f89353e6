import type { Db } from '../db/open';
import type { UserRow } from '../http/types';

/** The user shape inside assets, albums and activities (key order as on v1.106). */
export interface UserDto {
  id: string;
  email: string;
  name: string;
  profileImagePath: string;
  avatarColor: string;
}

export function mapUser(u: Pick<UserRow, 'id' | 'email' | 'name' | 'profile_image_path' | 'avatar_color'>): UserDto {
  return { id: u.id, email: u.email, name: u.name, profileImagePath: u.profile_image_path, avatarColor: u.avatar_color };
}

/** `GET /users/me`: the full user, as the fixture shows it. */
export function mapUserAdmin(u: UserRow, quotaUsageInBytes: number) {
  return {
    ...mapUser(u),
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
  };
}

/** Users by id, loaded once per request: activity lists and albums mention the same few people. */
export function userLookup(db: Db): (id: string) => UserDto {
  const cache = new Map<string, UserDto>();
  const stmt = db.prepare('SELECT id, email, name, profile_image_path, avatar_color FROM users WHERE id = ?');
  return (id) => {
    let u = cache.get(id);
    if (!u) {
      const row = stmt.get(id) as Parameters<typeof mapUser>[0] | undefined;
      if (!row) throw new Error(`user ${id} is missing`);
      u = mapUser(row);
      cache.set(id, u);
    }
    return u;
  };
}
