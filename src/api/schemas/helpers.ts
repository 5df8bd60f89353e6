import { z } from 'zod/mini';
import { formatPath } from './format-path';
import { issueMessage } from './issue-messages';
import { reportBadField } from './reports';

/*
 * `null` becomes `undefined` at the boundary, so nothing past the query layer sees `null`
 * (real Immich servers send `null` for every unset optional value). Fields say what they
 * accept (`nullish`, `presentOrNull`); `wireObject` then replaces every `null` of the parsed object
 * with `undefined` in one pass. One pass per object instead of one transform per field keeps a
 * long list's parse to one walk over each object (ADR 079).
 */

type NullableKeys<T> = { [K in keyof T]-?: null extends T[K] ? K : never }[keyof T];
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** `T` with every `null`-able key made optional and `null` removed from its type. */
export type StripNulls<T> = Simplify<
  { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
    [K in NullableKeys<T>]?: Exclude<T[K], null>;
  }
>;

/** Replaces `null` values of an object's own keys with `undefined`, in place. */
export function stripNulls<T extends object>(value: T): StripNulls<T> {
  const record: Record<string, unknown> = value as Record<string, unknown>;
  for (const key in record) if (record[key] === null) record[key] = undefined;
  return value;
}

// English messages (the mini API ships none): issues name what was expected, as reports and
// bad-data errors show them.
z.config({ localeError: issueMessage });

/** An object from the wire: unknown keys dropped, `null` values turned into `undefined`. */
export function wireObject<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.pipe(z.object(shape), z.transform((value: z.output<z.ZodMiniObject<S>>) => stripNulls(value)));
}

/** An optional wire field: absent, `null` or a valid value (use inside `wireObject`). */
export function nullish<T extends z.ZodMiniType>(schema: T) {
  return z.nullish(schema);
}

/**
 * A field the spec calls required that real servers send as `null` (e.g. `Asset.thumbhash`,
 * `Person.birthDate`, `Activity.assetId`): the key must be present, the value may be `null` (use
 * inside `wireObject`, which makes it `undefined`). A missing key is bad data naming the field.
 */
export function presentOrNull<T extends z.ZodMiniType>(schema: T) {
  return z.nullable(schema);
}

/** ISO 8601 date-time with `Z` or a numeric offset (spec: `date-time`). */
export const dateTime = () => z.iso.datetime({ offset: true });

/** ISO 8601 calendar date, `YYYY-MM-DD` (spec: `date`). */
export const isoDate = () => z.iso.date();

/** A JSON integer (spec: `integer` / `int64`). */
export const int = () => z.int();

/** A JSON integer ≥ `min`. */
export const intFrom = (min: number) => z.int().check(z.minimum(min));

/**
 * A field that degrades alone (ADR 085): a value that fails `schema` (wrong type, out of range,
 * a required key missing) becomes `fallback`, the field's "unknown", and is reported once as drift
 * naming `field` (`Type.field`, e.g. `ExifInfo.fNumber`). Its siblings, its item and its page are
 * kept. Without a fallback the field becomes `undefined` (for fields that may be absent).
 * Identity fields (ids, the kind a memory or activity is) stay strict: an item that cannot be told
 * apart is dropped from its list and counted (`tolerantArray`).
 */
export function lenient<T extends z.ZodMiniType>(
  field: string,
  schema: T,
  ...fallback: undefined extends z.output<T> ? [fallback?: z.output<T>] : [fallback: z.output<T>]
) {
  return z.catch(schema, lenientCatch(field, fallback[0] as z.output<T>));
}

/** The catch of a lenient field: reports the first problem once and yields the fallback. */
function lenientCatch<T>(field: string, fallback: T) {
  // shared by every item that falls back: frozen, so no in-place pass can change it for the next
  const value = Object.freeze(fallback);
  return (ctx: { error: { issues: readonly z.core.$ZodIssue[] } }): T => {
    const first = ctx.error.issues[0];
    const at = first?.path.length ? ` at ${formatPath(first.path)}` : '';
    reportBadField(field, `${first?.message ?? 'invalid'}${at}`);
    return value;
  };
}

/**
 * Every field of a shape whose fields may all be absent, each made {@link lenient} (falling back to
 * `undefined`) and named `Type.key`.
 */
export function lenientFields<S extends Record<string, z.ZodMiniType>>(type: string, shape: S): { [K in keyof S]: z.ZodMiniCatch<S[K]> } {
  const out: Record<string, z.ZodMiniType> = {};
  for (const [key, schema] of Object.entries(shape)) out[key] = z.catch(schema, lenientCatch(`${type}.${key}`, undefined));
  return out as { [K in keyof S]: z.ZodMiniCatch<S[K]> };
}
