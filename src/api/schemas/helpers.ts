import { z } from 'zod';

/**
 * An optional wire field: absent, `null` or a valid value. `null` becomes `undefined` here, at the
 * boundary, so nothing past the query layer ever sees `null` (service-facts.md: real servers send
 * `null` for every unset optional value).
 */
export function nullish<T extends z.ZodType>(schema: T) {
  return schema
    .nullish()
    .transform((value): z.output<T> | undefined => value ?? undefined)
    .optional();
}

/**
 * A field the spec calls required that real servers send as `null` (e.g. `Asset.thumbhash`,
 * `Person.birthDate`, `Activity.assetId`): the key must be present, the value may be `null`, which
 * becomes `undefined`. A missing key is still bad data, naming the field.
 */
export function presentOrNull<T extends z.ZodType>(
  schema: T,
): z.ZodOptional<z.ZodType<z.output<T> | undefined, z.input<T> | null>> {
  // At runtime the input key stays required (a nullable never accepts a missing key); the declared
  // type marks the *output* key optional (`thumbhash?: string`), which is what callers see.
  const toUndefined = schema.nullable().transform((value) => value ?? undefined) as z.ZodType;
  const piped = z.pipe(toUndefined, z.unknown().optional());
  return piped as unknown as z.ZodOptional<z.ZodType<z.output<T> | undefined, z.input<T> | null>>;
}

/** ISO 8601 date-time with `Z` or a numeric offset (spec: `date-time`). */
export const dateTime = () => z.iso.datetime({ offset: true });

/** ISO 8601 calendar date, `YYYY-MM-DD` (spec: `date`). */
export const isoDate = () => z.iso.date();

/** A JSON integer (spec: `integer` / `int64`). */
export const int = () => z.number().int();
