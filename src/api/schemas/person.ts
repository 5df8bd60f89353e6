import { z } from 'zod';
import { FaceSchema } from './face';
import { int, isoDate, presentOrNull, wireObject } from './helpers';
import { tolerantArray } from './tolerant-array';

/**
 * A person (GET /people/{id}, items of GET /people). `birthDate` is a calendar date
 * (`YYYY-MM-DD`) or absent; `name` is `""` for a person nobody has named yet.
 */
const personShape = {
  id: z.string(),
  name: z.string(),
  birthDate: presentOrNull(isoDate()),
  isHidden: z.boolean(),
  thumbnailPath: z.string(),
};

export const PersonSchema = wireObject(personShape);
/** A person; `birthDate` is `undefined` when unknown. */
export type Person = z.infer<typeof PersonSchema>;

/**
 * A person on an asset, with their faces on it (spec: element of Asset.people). Faces are needed
 * to draw boxes, so a malformed face fails the asset (it is dropped from its list and counted).
 */
const assetPersonShape = { ...personShape, faces: z.array(FaceSchema) };
export const AssetPersonSchema = wireObject(assetPersonShape);

/** A person on an asset as it comes (nulls kept): `AssetSchema` strips them in its own single pass. */
export const AssetPersonWireSchema = z.object(assetPersonShape);
/** A person on one asset, with their face boxes there. */
export type AssetPerson = z.infer<typeof AssetPersonSchema>;

/** GET /people: `{people, total, hidden}`; malformed people are dropped and counted. */
export const PeopleListSchema = z.object({
  people: tolerantArray(PersonSchema, 'people'),
  total: int(),
  hidden: int(),
});
/** The people list with its counts. */
export type PeopleList = z.infer<typeof PeopleListSchema>;
