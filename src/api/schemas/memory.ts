import { z } from 'zod/mini';
import { AssetSchema } from './asset';
import { dateTime, intFrom, lenient, nullish, wireObject } from './helpers';
import { reportDrift } from './reports';
import { tolerantArray } from './tolerant-array';

/**
 * The kinds of memory this app tells apart: `on_this_day` (every released Immich), `birthday` (one
 * person's birthdays across the years, the shape of Immich's birthday memories: `data.personId`),
 * and `unknown` for any other kind a server sends. An unknown kind is kept (titled from its date)
 * and reported once as drift, never dropped.
 */
export type MemoryKind = 'on_this_day' | 'birthday' | 'unknown';

/** Spec: Memory.type, read as a {@link MemoryKind}. */
export const MemoryTypeSchema = z.pipe(
  z.string(),
  z.transform((type): MemoryKind => {
    if (type === 'on_this_day' || type === 'birthday') return type;
    reportDrift('Memory.type', 'a kind of memory this app does not know; shown with a title from its date');
    return 'unknown';
  }),
);

/**
 * Spec: Memory.data. `year` for every kind; a birthday memory's person as `personId` (the name
 * Immich's review asked for) or `personGroupId` (its first draft).
 */
const MemoryDataSchema = z.pipe(
  z.object({
    year: lenient('Memory.data.year', z.optional(intFrom(1))),
    personId: lenient('Memory.data.personId', nullish(z.string())),
    personGroupId: lenient('Memory.data.personGroupId', nullish(z.string())),
  }),
  z.transform(({ year, personId, personGroupId }) => ({ year, personId: personId ?? personGroupId ?? undefined })),
);

/**
 * A memory (spec: Memory). `assets` tolerates malformed items (dropped and counted, ADR 079) so one
 * bad photo never stops the story. `memoryAt` is the memory's day in the photos' own year. v2+
 * add `showAt`..`hideAt`, the day the memory is for (v1.106 has neither), and leave `seenAt` out
 * while unseen and `deletedAt` out altogether. Every field but `id` and `type` (what kind of memory
 * it is, which says what the rest means) degrades alone (ADR 085): `""` is an unknown date, and a
 * memory with an unknown day and year is titled "A memory".
 */
export const MemorySchema = wireObject({
  id: z.string(),
  ownerId: lenient('Memory.ownerId', z.string(), ''),
  type: MemoryTypeSchema,
  data: lenient('Memory.data', MemoryDataSchema, { year: undefined, personId: undefined }),
  memoryAt: lenient('Memory.memoryAt', dateTime(), ''),
  createdAt: lenient('Memory.createdAt', dateTime(), ''),
  updatedAt: lenient('Memory.updatedAt', dateTime(), ''),
  deletedAt: lenient('Memory.deletedAt', nullish(dateTime())),
  seenAt: lenient('Memory.seenAt', nullish(dateTime())),
  showAt: lenient('Memory.showAt', nullish(dateTime())),
  hideAt: lenient('Memory.hideAt', nullish(dateTime())),
  isSaved: lenient('Memory.isSaved', z.boolean(), false),
  assets: lenient('Memory.assets', tolerantArray(AssetSchema, 'assets'), []),
});
/** A memory with its assets. */
export type Memory = z.infer<typeof MemorySchema>;

/** GET /memories: malformed memories are dropped and counted; kinds this app does not know are kept. */
export const MemoryListSchema = tolerantArray(MemorySchema);

/** PUT /memories/{id} body. */
export const UpdateMemoryBodySchema = z.object({
  isSaved: z.optional(z.boolean()),
  seenAt: z.optional(dateTime()),
  memoryAt: z.optional(dateTime()),
});
/** What can be changed on a memory. */
export type UpdateMemoryBody = z.infer<typeof UpdateMemoryBodySchema>;

/**
 * One id's outcome of `PUT`/`DELETE /memories/{id}/assets` (spec: BulkIdResponseDto). `error` is
 * Immich's reason (`duplicate`, `no_permission`, `not_found`, `unknown`); kept as text.
 */
export const BulkIdResultSchema = wireObject({
  id: z.string(),
  success: z.boolean(),
  error: lenient('BulkIdResponse.error', nullish(z.string())),
});
/** The per-id outcomes of a bulk change. */
export const BulkIdResultListSchema = z.array(BulkIdResultSchema);
export type BulkIdResult = z.infer<typeof BulkIdResultSchema>;

/** `GET /memories/statistics` (v1.135+). */
export const MemoryStatisticsSchema = wireObject({ total: intFrom(0) });
