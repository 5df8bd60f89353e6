import { z } from 'zod';
import { nullish, wireObject } from './helpers';

/**
 * Every error body of the service: `{message, error, statusCode, correlationId}`; `message` is a
 * string, or an array of strings for validation failures. Parsed loosely: an error must never
 * hide behind a second error about its own shape.
 */
export const ErrorBodySchema = wireObject({
  message: nullish(z.union([z.string(), z.array(z.string())])),
  error: nullish(z.string()),
  statusCode: nullish(z.number()),
  correlationId: nullish(z.string()),
});
/** An error body from the server. */
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
