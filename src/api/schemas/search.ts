import { z } from 'zod';
import { AssetSchema } from './asset';
import { nullish, wireObject } from './helpers';
import { tolerantArray } from './tolerant-array';

/** POST /search/metadata body, as the person view sends it on servers without `GET /people/{id}/assets`. */
export const SearchMetadataBodySchema = z.object({
  personIds: z.array(z.string()).optional(),
  withExif: z.boolean().optional(),
  page: z.number().int().min(1).optional(),
  size: z.number().int().min(1).max(1000).optional(),
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
