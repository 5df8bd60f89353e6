/**
 * Keepsake's query layer: the only way views talk to the server. Import from `@/api` only.
 * Types are zod OUTPUT types: `null` from the wire is already `undefined`.
 */
export * from './schemas';
export {
  ApiError,
  isApiError,
  PersonEditError,
  isPersonEditError,
  type ApiErrorInit,
  type ApiErrorKind,
  type ApiIssue,
  type PersonEditFailure,
} from './errors';
export { apiBase, getApiBase, setApiBase } from './base';
export {
  apiFetch,
  apiRequest,
  setOnUnauthorized,
  DEFAULT_TIMEOUT_MS,
  type ApiFetchOptions,
  type ApiResponse,
} from './client';
export * from './urls';
export * from './queries';
export { shouldRetry, retryDelay, MAX_RETRIES } from './retry';
export { createQueryClient } from './query-client';
export { capabilitiesOf, describeServerVersion, type ServerCapabilities } from './capabilities';
export { DEFAULT_STALE_TIME_MS } from './stale-time';
export type { PersonAssetList } from './large-list/person-asset-list';
export type { ListOrder } from './large-list/protocol';
