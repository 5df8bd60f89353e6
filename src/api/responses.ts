import { z } from 'zod/mini';
import { ErrorBodySchema, type ErrorBody, type ErrorDetail } from './schemas/error-body';
import { formatPath } from './schemas/format-path';
import { withParseContext } from './schemas/reports';
import { ApiError, type ApiErrorKind, type ApiIssue } from './errors';

const NOT_FOUND = /^not found/i;

function kindOf(status: number, messages: string[]): ApiErrorKind {
  if (status === 404) return 'not-found';
  // Real servers answer 400 "Not found or no <x>.read access" for unknown ids and no access.
  if (status === 400 && messages.some((m) => NOT_FOUND.test(m))) return 'not-found';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status >= 500) return 'server';
  return 'invalid';
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The id the server logged the request under, for bug reports: the error body's `correlationId`
 * (v1.106-v2), the `X-Correlation-ID` header (v3) or the `x-immich-cid` header (v1.106-v2),
 * whichever is there.
 */
export function correlationIdOf(response: Response, body?: ErrorBody): string | undefined {
  return body?.correlationId || response.headers.get('x-correlation-id') || response.headers.get('x-immich-cid') || undefined;
}

/** A v3 validation problem worded like the older `message[]` lines: "comment: Required". */
function detailMessage({ path, message }: ErrorDetail): string {
  if (!path || message.toLowerCase().startsWith(path.toLowerCase())) return message;
  return `${path}: ${message}`;
}

/**
 * The server's messages: v3's `errors[]` (one line per field) where it sent them, else `message`
 * (a string, or v1.106-v2's list of validation lines).
 */
function messagesOf(body: ErrorBody | undefined): string[] {
  if (body?.errors.length) return body.errors.map(detailMessage);
  const raw = body?.message;
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

/** The typed error for a non-2xx answer, with the server's messages and correlation id. */
export function errorFromResponse(endpoint: string, response: Response, text: string): ApiError {
  const parsed = ErrorBodySchema.safeParse(readJson(text));
  const body = parsed.success ? parsed.data : undefined;
  const messages = messagesOf(body);
  const details = body?.errors ?? [];
  return new ApiError({
    kind: kindOf(response.status, messages),
    endpoint,
    status: response.status,
    messages,
    correlationId: correlationIdOf(response, body),
    issues: details.length ? details.map(({ path, message }) => ({ path, message })) : undefined,
  });
}

/** Checks a 2xx body against the schema; anything unreadable is `bad-data` naming the fields. */
export function parseOrThrow(
  endpoint: string,
  response: Response,
  text: string,
  schema: z.ZodMiniType | undefined,
): unknown {
  const correlationId = correlationIdOf(response);
  const badData = (message: string, issues: ApiIssue[], cause?: unknown) =>
    new ApiError({ kind: 'bad-data', endpoint, status: response.status, correlationId, issues, message, cause });
  if (!schema) return undefined;
  if (response.status === 204 || text === '') {
    const empty = schema.safeParse(undefined);
    if (empty.success) return empty.data;
    throw badData(`bad data from ${endpoint}: empty response`, [{ path: '', message: 'empty response' }]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    const type = response.headers.get('content-type') ?? 'unknown type';
    throw badData(`bad data from ${endpoint}: not JSON (${type})`, [{ path: '', message: `not JSON (${type})` }], cause);
  }
  const result = withParseContext(endpoint, () => schema.safeParse(json));
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message }));
  throw badData(`bad data from ${endpoint}:\n${z.prettifyError(result.error)}`, issues, result.error);
}
