import { z } from 'zod/mini';
import { formatPath } from './format-path';
import { nullish, wireObject } from './helpers';

/**
 * One validation problem of a v3 error body: `{code, path, message}`. `path` names the field, as a
 * string or as the list of keys leading to it (`["assetIds", 0]`).
 */
const ErrorDetailObject = z.object({
  code: z.nullish(z.string()),
  path: z.nullish(z.union([z.string(), z.array(z.union([z.string(), z.number()]))])),
  message: z.string(),
});
export const ErrorDetailSchema = z.pipe(
  ErrorDetailObject,
  z.transform(({ code, path, message }: z.output<typeof ErrorDetailObject>): ErrorDetail => ({
    code: code ?? undefined,
    path: Array.isArray(path) ? formatPath(path) : (path ?? ''),
    message,
  })),
);
/** A v3 validation problem: `path` as people read it (`assetIds[0]`, `""` for the whole request). */
export interface ErrorDetail {
  code?: string | undefined;
  path: string;
  message: string;
}

/**
 * Every error body of the service:
 * - v1.106 to v2.x: `{message, error, statusCode, correlationId}`; `message` is a string, or an
 *   array of strings for validation failures (`["comment must be a string"]`);
 * - v3.x: `{message, statusCode, errors?: [{code, path, message}]}`; no `error`, and the
 *   correlation id only in the `X-Correlation-ID` header.
 * Parsed loosely: an error must never hide behind a second error about its own shape (a detail
 * that cannot be read is left out).
 */
export const ErrorBodySchema = wireObject({
  message: nullish(z.union([z.string(), z.array(z.string())])),
  error: nullish(z.string()),
  statusCode: nullish(z.number()),
  correlationId: nullish(z.string()),
  errors: z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((items: unknown[] | null | undefined) => (items ?? []).flatMap((item) => ErrorDetailSchema.safeParse(item).data ?? [])),
  ),
});
/** An error body from the server. */
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
