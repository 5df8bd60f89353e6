/**
 * Every failure of the query layer is an `ApiError` of one `kind`; views branch on the kind, never
 * on status codes or message text (docs/decisions/020-query-layer.md).
 */
export type ApiErrorKind =
  | 'not-found'
  | 'unauthorized'
  | 'forbidden'
  | 'invalid'
  | 'server'
  | 'network'
  | 'timeout'
  | 'bad-data';

/** One problem found while checking a response: the field path (e.g. `assets[3].type`) and why. */
export interface ApiIssue {
  path: string;
  message: string;
}

/** What an `ApiError` is made of. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** the request path, e.g. `/memories/123` (without the `/api` base) */
  endpoint: string;
  /** HTTP status, when there was a response */
  status?: number;
  /** the server's own messages (validation failures carry several; v3's `errors[]` as "path: message") */
  messages?: string[];
  /** the id the server logged this request under (error body, `X-Correlation-ID` or `x-immich-cid`), for bug reports */
  correlationId?: string;
  /** for `bad-data`: the fields that did not match; for `invalid`: the fields the server named (v3) */
  issues?: ApiIssue[];
  /** the developer-facing message; defaults to a summary */
  message?: string;
  cause?: unknown;
}

/** A failed request, typed by `kind`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly messages: string[];
  readonly correlationId: string | undefined;
  readonly issues: ApiIssue[] | undefined;

  constructor(init: ApiErrorInit) {
    const summary =
      init.message ??
      `${init.kind} at ${init.endpoint}${init.status ? ` (${init.status})` : ''}` +
        (init.messages?.length ? `: ${init.messages.join('; ')}` : '');
    super(summary, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.messages = init.messages ?? [];
    this.correlationId = init.correlationId;
    this.issues = init.issues;
  }
}

/** True for errors thrown by the query layer. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Why a change to people or faces did not happen, in words a view can say plainly:
 * - `no-access`: the person or face belongs to someone else (Immich's 400 "… no person.update
 *   access", or a 403 of an API key's scope); nothing changed.
 * - `unsupported`: the server's version cannot do it (nothing was asked).
 * - `too-many`, `nothing-to-merge`: a merge outside 1 to 5 other people (nothing was asked).
 * - `merge-incomplete`: the server merged only `merged` (possibly none) of the people asked.
 * - `birth-date-in-future`, `invalid-cover`: the server refused the value.
 */
export type PersonEditFailure =
  | 'no-access'
  | 'unsupported'
  | 'too-many'
  | 'nothing-to-merge'
  | 'merge-incomplete'
  | 'birth-date-in-future'
  | 'invalid-cover';

/** A change to people or faces that did not happen, typed by {@link PersonEditFailure}. */
export class PersonEditError extends Error {
  override readonly name = 'PersonEditError';
  readonly reason: PersonEditFailure;
  /** for `merge-incomplete`: the ids that were merged, and those that were not */
  readonly merged: readonly string[];
  readonly notMerged: readonly string[];

  constructor(reason: PersonEditFailure, options: { message?: string; cause?: unknown; merged?: readonly string[]; notMerged?: readonly string[] } = {}) {
    super(options.message ?? reason, options.cause === undefined ? undefined : { cause: options.cause });
    this.reason = reason;
    this.merged = options.merged ?? [];
    this.notMerged = options.notMerged ?? [];
  }
}

/** True for a refused change to people or faces. */
export function isPersonEditError(error: unknown): error is PersonEditError {
  return error instanceof PersonEditError;
}
