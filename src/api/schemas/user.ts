import { z } from 'zod/mini';
import { lenient } from './helpers';

/** The avatar colours a user can pick (spec: User.avatarColor). */
export const AvatarColorSchema = z.enum([
  'primary',
  'pink',
  'red',
  'yellow',
  'blue',
  'green',
  'purple',
  'orange',
  'gray',
  'amber',
]);
/** One of the ten avatar colours. */
export type AvatarColor = z.infer<typeof AvatarColorSchema>;

/**
 * A user (spec: User). `profileImagePath` is `""` when the user has no profile image; the image
 * itself is at `userProfileImageUrl(id)`. Every field but `id` degrades alone (`""` is an unknown
 * name, email or image; an unknown colour is the primary one).
 */
export const UserSchema = z.object({
  id: z.string(),
  name: lenient('User.name', z.string(), ''),
  email: lenient('User.email', z.string(), ''),
  profileImagePath: lenient('User.profileImagePath', z.string(), ''),
  avatarColor: lenient('User.avatarColor', AvatarColorSchema, 'primary'),
});
/** A user as the app sees it. */
export type User = z.infer<typeof UserSchema>;
