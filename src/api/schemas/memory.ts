import { z } from 'zod/mini';
import { AssetSchema } from './asset';
import { dateTime, intFrom, lenient, nullish, wireObject } from './helpers';
import { tolerantArray } from './tolerant-array';

/** The memory kinds (spec: Memory.type). */
export const MemoryTypeSchema = z.enum(['on_this_day']);

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
  data: lenient('Memory.data', z.object({ year: lenient('Memory.data.year', z.optional(intFrom(1))) }), {}),
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

/** GET /memories: malformed memories (or kinds this app does not know) are dropped and counted. */
export const MemoryListSchema = tolerantArray(MemorySchema);

/** PUT /memories/{id} body. */
export const UpdateMemoryBodySchema = z.object({
  isSaved: z.optional(z.boolean()),
  seenAt: z.optional(dateTime()),
  memoryAt: z.optional(dateTime()),
});
/** What can be changed on a memory. */
export type UpdateMemoryBody = z.infer<typeof UpdateMemoryBodySchema>;
