import type { z } from 'zod';
import { getApiBase } from './base';
import { ApiError } from './errors';
import { errorFromResponse, parseOrThrow } from './responses';

/** Default time a request (including reading its body) may take. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Query-string values; `undefined` leaves the parameter out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

/** Options of one request. */
export interface ApiFetchOptions<S extends z.ZodType | undefined> {
  /** checks and converts the JSON body; omit for answers without a body (204) */
  schema?: S;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** sent as JSON */
  body?: unknown;
  /** from TanStack Query's `queryFn({signal})`: cancels the request */
  signal?: AbortSignal;
  /** ms; default 15 s */
  timeoutMs?: number;
  query?: QueryParams;
  /** don't call the `onUnauthorized` hook on 401 (sign-in itself, the demo-info probe) */
  ignoreUnauthorized?: boolean;
}

/** A parsed answer with its status (e.g. 201 vs 200 for createActivity). */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

type Data<S> = S extends z.ZodType ? z.output<S> : undefined;

let unauthorizedHook: ((error: ApiError) => void) | undefined;

/** Set by the app: called on any 401 (e.g. to send the user to `/login?next=…`). */
export function setOnUnauthorized(hook: ((error: ApiError) => void) | undefined): void {
  unauthorizedHook = hook;
}

function buildUrl(path: string, query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${getApiBase()}${path}${search ? `?${search}` : ''}`;
}

/** One controller aborted by the caller's signal or by the timeout, whichever comes first. */
function linkSignals(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, timeoutMs);
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    isTimedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * Sends one request to the API and returns the parsed answer with its status. Throws `ApiError`
 * (typed by kind) for every failure, except a cancellation by the caller's signal, which rethrows
 * the abort reason so TanStack Query treats it as a cancel.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: ApiFetchOptions<S> = {},
): Promise<ApiResponse<Data<S>>> {
  const { schema, method = 'GET', body, signal, timeoutMs = DEFAULT_TIMEOUT_MS, query } = options;
  const endpoint = path;
  const link = linkSignals(signal, timeoutMs);
  const fail = (cause: unknown): never => {
    if (link.isTimedOut()) throw new ApiError({ kind: 'timeout', endpoint, cause });
    if (signal?.aborted) throw signal.reason ?? cause;
    if (cause instanceof ApiError) throw cause;
    throw new ApiError({ kind: 'network', endpoint, cause, message: `network error at ${endpoint}` });
  };
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(buildUrl(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: link.signal,
      });
    } catch (cause) {
      return fail(cause);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      return fail(cause);
    }
    if (!response.ok) {
      const error = errorFromResponse(endpoint, response, text);
      if (error.kind === 'unauthorized' && !options.ignoreUnauthorized) unauthorizedHook?.(error);
      throw error;
    }
    const data = parseOrThrow(endpoint, response, text, schema) as Data<S>;
    return { data, status: response.status, headers: response.headers };
  } finally {
    link.dispose();
  }
}

/** `apiRequest` when only the parsed body matters. */
export async function apiFetch<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: ApiFetchOptions<S> = {},
): Promise<Data<S>> {
  return (await apiRequest(path, options)).data;
}
