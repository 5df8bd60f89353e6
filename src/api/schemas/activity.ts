import { z } from 'zod/mini';
import { dateTime, intFrom, lenient, nullish, presentOrNull, wireObject } from './helpers';
import { tolerantArray } from './tolerant-array';
import { UserSchema, type User } from './user';

/** The user of an activity whose `user` could not be read: no id, name or picture. */
const UNKNOWN_USER: User = { id: '', name: '', email: '', profileImagePath: '', avatarColor: 'primary' };

/** 'comment' | 'like' (spec: Activity.type). */
export const ActivityTypeSchema = z.enum(['comment', 'like']);
/** The two kinds of activity. */
export type ActivityType = z.infer<typeof ActivityTypeSchema>;

/**
 * A comment or like on an album (spec: Activity). `assetId` is `undefined` for an album-level
 * activity (real servers send `null`); `comment` is `undefined` on likes. Every field but `id`
 * and `type` (a comment or a like) degrades alone (ADR 085); the user's own fields do too
 * (`UserSchema`), so only a user that is not an object at all falls back to an unknown user.
 */
export const ActivitySchema = wireObject({
  id: z.string(),
  type: ActivityTypeSchema,
  assetId: lenient('Activity.assetId', presentOrNull(z.string()), null),
  comment: lenient('Activity.comment', nullish(z.string())),
  createdAt: lenient('Activity.createdAt', dateTime(), ''),
  user: lenient('Activity.user', UserSchema, UNKNOWN_USER),
});
/** One comment or like. */
export type Activity = z.infer<typeof ActivitySchema>;

/** GET /activities: oldest first; malformed items are dropped and counted. */
export const ActivityListSchema = tolerantArray(ActivitySchema);

/** GET /activities/statistics: `{comments}` (newer servers also send `likes`). */
export const ActivityStatisticsSchema = wireObject({
  comments: intFrom(0),
  likes: nullish(intFrom(0)),
});
/** How many comments (and likes, where the server counts them). */
export type ActivityStatistics = z.infer<typeof ActivityStatisticsSchema>;

/** Longest comment the demo service accepts (and a sane limit for any server). */
export const MAX_COMMENT_LENGTH = 5000;

/**
 * POST /activities body (spec: createActivity request). The comment is trimmed; a comment activity
 * needs non-empty text (a whitespace-only comment is refused here, before sending).
 */
const CreateActivityBodyObject = z
  .object({
    albumId: z.uuid(),
    type: ActivityTypeSchema,
    assetId: z.optional(z.uuid()),
    comment: z.optional(z.string().check(z.trim(), z.maxLength(MAX_COMMENT_LENGTH))),
  })
  .check(
    z.refine((body) => body.type !== 'comment' || (body.comment ?? '').length > 0, {
      message: 'A comment needs some text.',
      path: ['comment'],
    }),
  );
export const CreateActivityBodySchema = z.pipe(
  CreateActivityBodyObject,
  z.transform((body: z.output<typeof CreateActivityBodyObject>) => (body.type === 'like' ? { ...body, comment: undefined } : body)),
);
/** What the app sends to create a comment or like. */
export type CreateActivityBody = z.input<typeof CreateActivityBodySchema>;
