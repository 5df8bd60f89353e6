import { z } from 'zod/mini';
import { FaceSchema, type Face } from './face';
import { dateTime, int, isoDate, lenient, nullish, presentOrNull, stripNulls, wireObject } from './helpers';
import { tolerantArray } from './tolerant-array';

/**
 * A person (GET /people/{id}, items of GET /people). `birthDate` is a calendar date
 * (`YYYY-MM-DD`) or absent; `name` is `""` for a person nobody has named yet. Every field but `id`
 * degrades alone (ADR 085): a name that is not a string is an unnamed person, the person and their
 * photos are kept.
 */
const personShape = {
  id: z.string(),
  name: lenient('Person.name', z.string(), ''),
  birthDate: lenient('Person.birthDate', presentOrNull(isoDate()), null),
  isHidden: lenient('Person.isHidden', z.boolean(), false),
  thumbnailPath: lenient('Person.thumbnailPath', z.string(), ''),
  /** v1.126+; absent before (the server cannot keep favourites) */
  isFavorite: lenient('Person.isFavorite', z.optional(z.boolean())),
  /** v1.107+; the face image's cache buster (`personThumbnailUrl(id, updatedAt)`) */
  updatedAt: lenient('Person.updatedAt', nullish(dateTime())),
};

export const PersonSchema = wireObject(personShape);
/** A person; `birthDate` is `undefined` when unknown. */
export type Person = z.infer<typeof PersonSchema>;

/**
 * A person on an asset, with their faces on it (spec: element of Asset.people). Up to v2 the
 * faces come inside; v3 leaves `faces` out (boxes come from `GET /faces?id=`), so an absent
 * `faces` is an empty list. A malformed face makes that person's faces unknown (no boxes): a box
 * drawn in the wrong place is worse than none.
 */
const assetPersonShape = { ...personShape, faces: lenient('Person.faces', z.nullish(z.array(FaceSchema))) };

/** A person on one asset, with their face boxes there (`[]` when the server sent none). */
export type AssetPerson = Person & { faces: Face[] };

/** A person on an asset as it comes (nulls kept): `AssetSchema` strips them in its own single pass. */
export const AssetPersonWireSchema = z.object(assetPersonShape);

/** A person on an asset on its own: nulls stripped, `faces` defaulted to `[]`. */
export const AssetPersonSchema: z.ZodMiniType<AssetPerson> = z.pipe(AssetPersonWireSchema, z.transform((person: z.output<typeof AssetPersonWireSchema>) => toAssetPerson(person)));

/** Strips the nulls of a parsed person of an asset, in place, and fills in absent `faces`. */
export function toAssetPerson(person: z.output<typeof AssetPersonWireSchema>): AssetPerson {
  stripNulls(person);
  person.faces ??= [];
  return person as AssetPerson;
}

/** GET /people: `{people, total, hidden, hasNextPage?}` (`hasNextPage` v1.110+); malformed people are dropped and counted. */
export const PeopleListSchema = z.object({
  people: tolerantArray(PersonSchema, 'people'),
  total: int(),
  hidden: int(),
  hasNextPage: lenient('PeopleResponse.hasNextPage', z.optional(z.boolean())),
});

/** GET /search/person: the people whose name matches; malformed ones are dropped and counted. */
export const PersonSearchSchema = tolerantArray(PersonSchema, 'people');
/** The people list with its counts. */
export type PeopleList = z.infer<typeof PeopleListSchema>;

/** GET /people/{id}/statistics: how many assets show the person. */
export const PersonStatisticsSchema = z.object({ assets: int() });
/** The person's asset count. */
export type PersonStatistics = z.infer<typeof PersonStatisticsSchema>;

/**
 * One face of `GET /faces?id=<assetId>` (v2+, the only source of face boxes on v3): the box and
 * the face's person, `null` unless the caller owns that person (an unnamed face: still boxed).
 */
export const AssetFaceResponseSchema = z.pipe(
  z.extend(FaceSchema, { person: z.nullish(PersonSchema) }),
  z.transform((face: z.output<typeof FaceSchema> & { person?: Person | null }) => stripNulls(face)),
);
/** A face of `GET /faces` with its person, when the caller may see them. */
export type AssetFaceResponse = z.infer<typeof AssetFaceResponseSchema>;

/** GET /faces?id=<assetId>: every face on the asset. A malformed face fails the list, as on an asset. */
export const AssetFaceListSchema = z.array(AssetFaceResponseSchema);
