import { z } from 'zod';
import { AssetSchema } from './asset';
import { dateTime, int, nullish, wireObject } from './helpers';
import { tolerantArray } from './tolerant-array';

/** The memory kinds (spec: Memory.type). */
export const MemoryTypeSchema = z.enum(['on_this_day']);

/**
 * A memory (spec: Memory). `assets` tolerates malformed items (dropped and counted, ADR 079) so one
 * bad photo never stops the story. `memoryAt` is the memory's day in the photos' own year. v2+
 * add `showAt`..`hideAt`, the day the memory is for (v1.106 has neither), and leave `seenAt` out
 * while unseen and `deletedAt` out altogether.
 */
export const MemorySchema = wireObject({
  id: z.string(),
  ownerId: z.string(),
  type: MemoryTypeSchema,
  data: z.object({ year: int().min(1) }),
  memoryAt: dateTime(),
  createdAt: dateTime(),
  updatedAt: dateTime(),
  deletedAt: nullish(dateTime()),
  seenAt: nullish(dateTime()),
  showAt: nullish(dateTime()),
  hideAt: nullish(dateTime()),
  isSaved: z.boolean(),
  assets: tolerantArray(AssetSchema, 'assets'),
});
/** A memory with its assets. */
export type Memory = z.infer<typeof MemorySchema>;

/** GET /memories: malformed memories (or kinds this app does not know) are dropped and counted. */
export const MemoryListSchema = tolerantArray(MemorySchema);

/** PUT /memories/{id} body. */
export const UpdateMemoryBodySchema = z.object({
  isSaved: z.boolean().optional(),
  seenAt: dateTime().optional(),
  memoryAt: dateTime().optional(),
});
/** What can be changed on a memory. */
export type UpdateMemoryBody = z.infer<typeof UpdateMemoryBodySchema>;
