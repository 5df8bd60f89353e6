import { z } from 'zod/mini';
import { int } from './helpers';

/**
 * One detected face (spec: Face). The box is in pixels of an `imageWidth` x `imageHeight` image:
 * the upright preview the detector saw, as real Immich servers send it. Newer servers add
 * `sourceType` (dropped).
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

/**
 * A face box on an asset, with whose face it is when the viewer may know: every face of an asset
 * gets a box, named or not. `person` is absent for an unnamed face (v1.106 and v2's
 * `unassignedFaces`, and v3's faces whose `person` is `null` because the caller does not own
 * that person).
 */
export interface AssetFace extends Face {
  person?: { id: string; name: string } | undefined;
}
