import type { ApiErrorInit } from '../errors';
import type { CompactAssetList, ListOrder } from './compact-list';

/**
 * How a server lists a person's photos, from its capabilities (see `personListRuleOf`): the
 * worker never guesses where it does not have to.
 */
export interface PersonListRule {
  /** `GET /people/{id}/assets` exists (v1.106-v1.117); else pages of `POST /search/metadata` */
  personAssetsEndpoint: boolean;
  /** searches take `visibility` (v2+); older ones leave archived photos out by default */
  visibility: boolean;
  /** assets carry their upright `width`/`height` (v3): the search needs no EXIF for the tiles' shapes */
  assetSize: boolean;
}

export type { ListOrder } from './compact-list';

/** Page -> worker: load one person's assets (the worker makes the request itself). */
export interface LoadPersonAssetsRequest {
  type: 'person-assets';
  personId: string;
  /** e.g. `/api` (the page's current base; the worker has its own module state) */
  apiBase: string;
  /**
   * Where the list comes from. Absent when the server's version could not be read: the worker
   * then asks `GET /people/{id}/assets` and searches only if that is a 404.
   */
  rule?: PersonListRule;
  /**
   * The order the page shows (newest first when absent). A paged list is asked in it
   * (`order: "asc"` for oldest first), so that its first rows are the first to arrive.
   */
  order?: ListOrder;
  /**
   * The answer to the list's first request, already made by the page (a search's first page, on a
   * deep link: ADR 125): the worker reads it instead of asking. Its body is transferred, not copied.
   */
  firstPage?: FirstPageAnswer;
}

/** A response the page received for the worker, as a message can carry it. */
export interface FirstPageAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
  /** ms from the request to the whole body, measured on the page */
  fetchMs: number;
}

/** Where the time went, in ms, measured inside the worker. */
export interface LargeListTimings {
  /** request start (in the worker) until the whole body is read */
  fetchMs: number;
  /** `JSON.parse` alone */
  parseMs: number;
  /** zod validation (null -> undefined, drift defaults, dropped items) after parsing */
  validateMs: number;
  /** packing into typed arrays, sorting included */
  compactMs: number;
  /** whether zod compiled its fast parsers (needs 'unsafe-eval' in the worker's own CSP) */
  jit: boolean;
  /** response size in characters */
  bytes: number;
}

/** Items the server sent that failed validation and are not shown. */
export interface DroppedSummary {
  dropped: number;
  total: number;
  /** the first problems, `path: message` */
  issues: string[];
}

/**
 * Worker -> page. A paged list (the search) arrives in `progress` messages as its pages are read,
 * each chunk the next assets in display order (`order`: the one asked for), appended after the
 * ones before it; `ok` carries the rest (the whole list when there was no `progress`) and ends the
 * load. A list that came in one piece is packed newest first whatever was asked (`order` says
 * so; newest first when absent).
 */
export type LoadPersonAssetsResponse =
  /** the list's first request has its answer's status (before its body is read): the session gate's */
  | { type: 'status'; status: number }
  | { type: 'progress'; chunk: CompactAssetList; order?: ListOrder }
  | { type: 'ok'; list: CompactAssetList; order?: ListOrder; timings: LargeListTimings; dropped: DroppedSummary | undefined }
  | { type: 'error'; error: Omit<ApiErrorInit, 'cause'> };
