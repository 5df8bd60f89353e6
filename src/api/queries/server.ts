import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { capabilitiesOf, type ServerCapabilities } from '../capabilities';
import { apiFetch } from '../client';
import { isApiError } from '../errors';
import { setRemovedFields } from '../schemas/reports';
import { DemoInfoSchema, ServerVersionSchema, type DemoInfo, type ServerVersion } from '../schemas/server';

const NOT_A_DEMO: DemoInfo = { demo: false, accounts: [] };

/** GET /keepsake/demo; a server without it (a real Immich) is simply not the demo. */
async function fetchDemoInfo(signal: AbortSignal): Promise<DemoInfo> {
  try {
    return await apiFetch('/keepsake/demo', { schema: DemoInfoSchema, signal, ignoreUnauthorized: true });
  } catch (error) {
    if (isApiError(error) && ['not-found', 'unauthorized', 'forbidden'].includes(error.kind)) return NOT_A_DEMO;
    throw error;
  }
}

/** GET /server/version, or /server-info/version where that is a 404 (v1.106). */
async function fetchServerVersion(signal: AbortSignal): Promise<ServerVersion> {
  try {
    return await apiFetch('/server/version', { schema: ServerVersionSchema, signal });
  } catch (error) {
    if (isApiError(error) && error.kind === 'not-found') {
      return apiFetch('/server-info/version', { schema: ServerVersionSchema, signal });
    }
    throw error;
  }
}

/** The server itself. */
export const serverQueries = {
  /** Key prefix of every server query, for invalidation. */
  all: () => ['server'] as const,
  /** Whether this is the embedded demo service, and its accounts (for the sign-in page). */
  demo: () =>
    queryOptions({
      queryKey: [...serverQueries.all(), 'demo'] as const,
      queryFn: ({ signal }) => fetchDemoInfo(signal),
      staleTime: Infinity,
    }),
  /** GET /server/version, falling back to the v1.106 path /server-info/version. */
  version: () =>
    queryOptions({
      queryKey: [...serverQueries.all(), 'version'] as const,
      queryFn: ({ signal }) => fetchServerVersion(signal),
      staleTime: Infinity,
    }),
};

/**
 * The server's capabilities, for query functions (`queryFn: ({client}) => …`): the version is asked
 * once per session (`staleTime: Infinity`) and every later call reads it from the cache. The
 * fields the version removed on purpose are handed to the parse reports, so their absence is not
 * reported as drift.
 */
export async function serverCapabilities(client: QueryClient): Promise<ServerCapabilities> {
  const capabilities = capabilitiesOf(await client.ensureQueryData(serverQueries.version()));
  setRemovedFields([...capabilities.removedAssetFields].map((field) => `Asset.${field}`));
  return capabilities;
}
