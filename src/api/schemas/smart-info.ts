import { z } from 'zod/mini';
import { nullish, wireObject } from './helpers';

/** Machine-learning labels of an asset (spec: SmartInfo; gone on newer servers). */
export const SmartInfoSchema = wireObject({
  objects: nullish(z.array(z.string())),
  tags: nullish(z.array(z.string())),
});
/** Labels found in an asset. */
export type SmartInfo = z.infer<typeof SmartInfoSchema>;
