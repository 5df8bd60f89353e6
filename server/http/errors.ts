import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

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

/** An error answered in Immich's shape: `{message, error, statusCode, correlationId}`. */
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

export function errorBody(status: number, message: string | string[], correlationId: string) {
  return { message, error: REASONS[status] ?? 'Error', statusCode: status, correlationId };
}

export function sendError(c: Context, status: ContentfulStatusCode, message: string | string[]): Response {
  const cid = (c.get('cid' as never) as string | undefined) ?? '';
  return c.json(errorBody(status, message, cid), status);
}
