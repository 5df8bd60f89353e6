import { z } from 'zod';

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
 * itself is at `userProfileImageUrl(id)`.
 */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profileImagePath: z.string(),
  avatarColor: AvatarColorSchema,
});
/** A user as the app sees it. */
export type User = z.infer<typeof UserSchema>;
