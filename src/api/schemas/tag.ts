import { z } from 'zod/mini';
import { nullish } from './helpers';

/**
 * A tag on an asset. v1.106 (the spec) sends `{id, name, type, userId}`; v2 and v3 send
 * `{id, name, value, parentId?, color?, createdAt, updatedAt}`, where `name` is the last part of
 * a hierarchical tag ("Japan") and `value` the whole path ("Travel/Japan").
 */
const TagWireSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: nullish(z.string()),
  type: nullish(z.enum(['OBJECT', 'FACE', 'CUSTOM'])),
  userId: nullish(z.string()),
});

/** A tag as the app sees it, from any server. */
export interface Tag {
  id: string;
  name: string;
  /** what to show: the whole path ("Travel/Japan"); the name on servers without paths */
  value: string;
  /** v1.106 only */
  type?: 'OBJECT' | 'FACE' | 'CUSTOM' | undefined;
}

/** Parses one tag of either generation into a {@link Tag}. */
export const TagSchema: z.ZodMiniType<Tag> = z.pipe(
  TagWireSchema,
  z.transform(({ id, name, value, type }: z.output<typeof TagWireSchema>): Tag => ({
  id,
  name,
  value: value?.trim() ? value : name,
  type: type ?? undefined,
  })),
);
