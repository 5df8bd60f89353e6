import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DemoApi } from '../config';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

/**
 * An error answered in Immich's shape: `{message, error, statusCode, correlationId}` (v1), or
 * `{message, statusCode, errors?}` (v3). A list of messages is a validation failure.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly messages: string | string[],
  ) {
    super(Array.isArray(messages) ? messages.join('; ') : messages);
  }
}

export const badRequest = (message: string | string[]): HttpError => new HttpError(400, message);

/** Not found and no access look the same, as on real servers: 400 "Not found or no x.y access". */
export const noAccess = (permission: string): HttpError => new HttpError(400, `Not found or no ${permission} access`);

export const notFound = (message: string): HttpError => new HttpError(404, message);

/** The response header that carries the correlation id: v3 moved it out of the body. */
export function correlationHeader(api: DemoApi): string {
  return api === 'v3' ? 'X-Correlation-ID' : 'x-immich-cid';
}

export interface ValidationIssue {
  code: string;
  path: string[];
  message: string;
}

/** What kind of problem a class-validator-style message ("size must not be greater than 1000") names. */
const ISSUE_CODES: [RegExp, string][] = [
  [/ must not be greater than | must be shorter than or equal to /, 'too_big'],
  [/ must not be less than | should not be empty$/, 'too_small'],
  [/ must be one of the following values: /, 'invalid_value'],
  [/ must be an? (UUID|email|Date instance|valid ISO 8601 date string \(YYYY-MM-DD\))$/, 'invalid_format'],
  [/ must be an? (integer number|boolean value|string|array|number|object)$/, 'invalid_type'],
];

/**
 * v3's `errors[]` entry for one validation message: the field it names (`each value in ids …`
 * names `ids`) and a zod-style code. Every validation message of this service starts with its field.
 */
export function validationIssue(message: string): ValidationIssue {
  const field = /^(?:each value in )?([\w.]+) /.exec(message)?.[1];
  const code = ISSUE_CODES.find(([pattern]) => pattern.test(message))?.[1] ?? 'custom';
  return { code, path: field ? field.split('.') : [], message };
}

export function errorBody(status: number, message: string | string[], correlationId: string, api: DemoApi = 'v1') {
  if (api === 'v3') return Array.isArray(message) ? { message, statusCode: status, errors: message.map(validationIssue) } : { message, statusCode: status };
  return { message, error: REASONS[status] ?? 'Error', statusCode: status, correlationId };
}

export function sendError(c: Context, status: ContentfulStatusCode, message: string | string[]): Response {
  const cid = (c.get('cid' as never) as string | undefined) ?? '';
  const api = (c.get('api' as never) as DemoApi | undefined) ?? 'v1';
  return c.json(errorBody(status, message, cid, api), status);
}
