import { z } from 'zod';
import { int } from './helpers';

/**
 * One detected face (spec: Face). The box is in pixels of an `imageWidth` x `imageHeight` image:
 * the upright preview the detector saw (service-facts.md, "Face boxes").
 */
export const FaceSchema = z.object({
  id: z.uuid(),
  boundingBoxX1: int(),
  boundingBoxX2: int(),
  boundingBoxY1: int(),
  boundingBoxY2: int(),
  /** px of the upright preview */
  imageHeight: int(),
  /** px of the upright preview */
  imageWidth: int(),
});
/** A face box in preview pixel space. */
export type Face = z.infer<typeof FaceSchema>;
