import { z } from 'zod/mini';
import { AssetSchema } from './asset';
import { nullish, wireObject } from './helpers';
import { tolerantArray } from './tolerant-array';

/** POST /search/metadata body, as the person view sends it on servers without `GET /people/{id}/assets`. */
export const SearchMetadataBodySchema = z.object({
  personIds: z.optional(z.array(z.string())),
  withExif: z.optional(z.boolean()),
  page: z.optional(z.int().check(z.minimum(1))),
  size: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
});
/** A metadata search. */
export type SearchMetadataBody = z.infer<typeof SearchMetadataBodySchema>;

/** POST /search/metadata answer: one page of assets and the next page number (as a string) or none. */
export const SearchMetadataResponseSchema = z.object({
  assets: wireObject({
    items: tolerantArray(AssetSchema, 'assets.items'),
    nextPage: nullish(z.string()),
  }),
});
/** One page of search results. */
export type SearchMetadataResponse = z.infer<typeof SearchMetadataResponseSchema>;
