import type { ApiErrorInit } from '../errors';
import type { CompactAssetList } from './compact-list';

/** Page -> worker: load one person's assets (the worker makes the request itself). */
export interface LoadPersonAssetsRequest {
  type: 'person-assets';
  personId: string;
  /** e.g. `/api` (the page's current base; the worker has its own module state) */
  apiBase: string;
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
  /** the worker's warm-up of the same schemas on a small sample, before the body arrived (see warm-up.ts) */
  warmUpMs: number;
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

/** Worker -> page. */
export type LoadPersonAssetsResponse =
  | { type: 'ok'; list: CompactAssetList; timings: LargeListTimings; dropped: DroppedSummary | undefined }
  | { type: 'error'; error: Omit<ApiErrorInit, 'cause'> };
