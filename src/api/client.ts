import type { z } from 'zod/mini';
import { forgetEarlyResponses, takeEarlyResponse } from './early-responses';
import { ApiError } from './errors';
import { errorFromResponse, parseOrThrow } from './responses';
import { apiUrl, type QueryParams } from './urls';

/** Default time a request (including reading its body) may take. */
export const DEFAULT_TIMEOUT_MS = 15_000;


/** Options of one request. */
export interface ApiFetchOptions<S extends z.ZodMiniType | undefined> {
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
  /**
   * A request that works without a session (sign-in itself, sign-out, the demo-info probe): it
   * never waits for the session check, is sent even when signed out, and a 401 does not call the
   * `onUnauthorized` hook or end the session.
   */
  ignoreUnauthorized?: boolean;
  /**
   * What reading the answer waits for: the request goes at once, and the body is parsed once this
   * has settled (e.g. the server's capabilities, which say which fields its version removed on
   * purpose). If it fails, the request fails with its error.
   */
  parseAfter?: Promise<unknown>;
}

/** A parsed answer with its status (e.g. 201 vs 200 for createActivity). */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

type Data<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

let unauthorizedHook: ((error: ApiError) => void) | undefined;

/** Set by the app: called on any 401 (e.g. to send the user to `/login?next=…`). */
export function setOnUnauthorized(hook: ((error: ApiError) => void) | undefined): void {
  unauthorizedHook = hook;
}

/*
 * The session gate: a signed-out visit costs one 401, not one per query of the page.
 * - `unknown` (a fresh tab without Immich's `immich_is_authenticated` cookie): the first request
 *   that needs a session goes alone, and the others wait for its answer.
 * - `signed-in` (that answer was not a 401, sign-in succeeded, or the cookie says so): requests go.
 * - `signed-out` (a 401, or sign-out): requests that need a session are not sent; they fail at once
 *   as `unauthorized` until sign-in succeeds, and those in flight when the 401 came are cancelled.
 * Endpoints that answer without a session never wait and never change the state.
 */
type SessionState = 'unknown' | 'signed-in' | 'signed-out';

/** Immich endpoints that answer without a session (besides those sent with `ignoreUnauthorized`). */
const PUBLIC_ENDPOINTS = new Set(['/server/version', '/server-info/version', '/server/ping', '/server-info/ping']);

/** The cookie Immich sets, readable by scripts, beside the httpOnly session cookie (and clears with it). */
const SIGNED_IN_COOKIE = /(?:^|;\s*)immich_is_authenticated=true(?:;|$)/;

function initialSessionState(): SessionState {
  if (typeof document === 'undefined') return 'signed-in';
  return SIGNED_IN_COOKIE.test(document.cookie) ? 'signed-in' : 'unknown';
}

let session: SessionState = initialSessionState();
/** Settles when the request finding out about an `unknown` session has its answer. */
let sessionCheck: Promise<void> | undefined;
/** Cancels the requests in flight that need a session, when a 401 ends it. */
const inFlight = new Set<() => void>();

/** The session is valid (sign-in succeeded): requests go again. */
export function markSignedIn(): void {
  session = 'signed-in';
  forgetEarlyResponses();
}

/** The session has ended (sign-out): requests that need one are not sent until sign-in. */
export function markSignedOut(): void {
  session = 'signed-out';
  forgetEarlyResponses();
  for (const cancel of [...inFlight]) cancel();
}

/** Back to what a fresh tab knows (tests; the cookie is read again). */
export function resetSession(): void {
  session = initialSessionState();
  sessionCheck = undefined;
  inFlight.clear();
}

/** Resolves when `promise` settles; rejects with the abort reason if `signal` aborts first. */
function waitFor(promise: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

/**
 * Waits until a request that needs a session may go: `go`, `signed-out` (it must not be sent), or
 * the function that ends the session check this request now is (it goes alone, and its answer
 * tells the others). The check is taken in the same step as it is found free, so only one request
 * takes it.
 */
async function admit(signal: AbortSignal | undefined): Promise<'go' | 'signed-out' | (() => void)> {
  for (;;) {
    if (session === 'signed-in') return 'go';
    if (session === 'signed-out') return 'signed-out';
    if (!sessionCheck) {
      let resolve = () => {};
      const check = new Promise<void>((done) => (resolve = done));
      sessionCheck = check;
      return () => {
        if (sessionCheck === check) sessionCheck = undefined;
        resolve();
      };
    }
    await waitFor(sessionCheck, signal);
  }
}

/** The error of a request not sent, or cancelled, because the session has ended. */
function signedOutError(endpoint: string): ApiError {
  return new ApiError({ kind: 'unauthorized', endpoint, message: `unauthorized at ${endpoint}: signed out` });
}

/**
 * The session gate for a request sent elsewhere (the large-list worker's): waits as `apiRequest`
 * would, then returns `settle`, to be called once with the answer's status (`undefined`: none).
 * A 401 ends the session and is reported to the hook; signed out already, it throws `unauthorized`
 * (reported too) and the request must not be sent.
 */
export async function passSessionGate(endpoint: string, signal?: AbortSignal): Promise<(status: number | undefined) => void> {
  const admission = await admit(signal);
  if (admission === 'signed-out') {
    const error = signedOutError(endpoint);
    unauthorizedHook?.(error);
    throw error;
  }
  let settled = false;
  return (status) => {
    if (settled) return;
    settled = true;
    if (status === 401) markSignedOut();
    else if (status !== undefined && session === 'unknown') session = 'signed-in';
    if (admission !== 'go') admission();
    if (status === 401) unauthorizedHook?.(new ApiError({ kind: 'unauthorized', endpoint, status, message: `unauthorized at ${endpoint}` }));
  };
}

/**
 * The answer the page's HTML already asked for (early-responses.ts), or `undefined`. Aborting
 * `signal` rejects with its reason, as `fetch` would, and lets the answer go.
 */
function earlyResponse(url: string, method: string, body: unknown, signal: AbortSignal): Promise<Response> | undefined {
  const early = method === 'GET' && body === undefined ? takeEarlyResponse(url) : undefined;
  if (!early) return undefined;
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason as Error);
      void early.then((r) => r.body?.cancel()).catch(() => undefined);
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void early.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** One controller aborted by the caller's signal, by the timeout or by the session's end, whichever comes first. */
function linkSignals(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  let signedOut = false;
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
    isSignedOut: () => signedOut,
    signOut: () => {
      signedOut = true;
      controller.abort(new DOMException('Signed out', 'AbortError'));
    },
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
export async function apiRequest<S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  options: ApiFetchOptions<S> = {},
): Promise<ApiResponse<Data<S>>> {
  const { schema, method = 'GET', body, signal, timeoutMs = DEFAULT_TIMEOUT_MS, query, parseAfter } = options;
  const endpoint = path;
  // (awaited before parsing; a failure meanwhile is not an unhandled rejection)
  parseAfter?.catch(() => undefined);
  const needsSession = !options.ignoreUnauthorized && !PUBLIC_ENDPOINTS.has(path);
  let endCheck: (() => void) | undefined;
  if (needsSession) {
    const admission = await admit(signal);
    if (admission === 'signed-out') {
      const error = signedOutError(endpoint);
      unauthorizedHook?.(error);
      throw error;
    }
    if (admission !== 'go') endCheck = admission;
  }
  if (signal?.aborted) {
    endCheck?.();
    throw signal.reason;
  }
  const link = linkSignals(signal, timeoutMs);
  const fail = (cause: unknown): never => {
    if (link.isTimedOut()) throw new ApiError({ kind: 'timeout', endpoint, cause });
    if (signal?.aborted) throw signal.reason ?? cause;
    if (link.isSignedOut()) throw signedOutError(endpoint);
    if (cause instanceof ApiError) throw cause;
    throw new ApiError({ kind: 'network', endpoint, cause, message: `network error at ${endpoint}` });
  };
  if (needsSession) inFlight.add(link.signOut);
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const url = apiUrl(path, query);
    let response: Response;
    try {
      response = await (earlyResponse(url, method, body, link.signal) ?? fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: link.signal,
      }));
    } catch (cause) {
      return fail(cause);
    }
    if (needsSession) {
      inFlight.delete(link.signOut);
      if (response.status === 401) markSignedOut();
      else if (session === 'unknown') session = 'signed-in';
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      return fail(cause);
    }
    if (!response.ok) {
      const error = errorFromResponse(endpoint, response, text);
      if (error.kind === 'unauthorized' && needsSession) unauthorizedHook?.(error);
      throw error;
    }
    if (parseAfter) await parseAfter;
    const data = parseOrThrow(endpoint, response, text, schema) as Data<S>;
    return { data, status: response.status, headers: response.headers };
  } finally {
    inFlight.delete(link.signOut);
    link.dispose();
    endCheck?.();
  }
}

/** `apiRequest` when only the parsed body matters. */
export async function apiFetch<S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  options: ApiFetchOptions<S> = {},
): Promise<Data<S>> {
  return (await apiRequest(path, options)).data;
}
