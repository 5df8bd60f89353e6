import { z } from 'zod';

/** A tag on an asset (spec: Tag). */
export const TagSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['OBJECT', 'FACE', 'CUSTOM']),
  userId: z.string(),
});
/** A tag on an asset. */
export type Tag = z.infer<typeof TagSchema>;
