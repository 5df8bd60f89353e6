import type { ServerCapabilities } from '../capabilities';
import type { ListOrder, PersonListRule } from './protocol';

// (No zod here: the worker builds its requests with it before the schemas have loaded.)

/** Page size of the search (the server's maximum: 1001 is a 400). */
export const SEARCH_PAGE_SIZE = 1000;

/** Safety stop: a server that keeps answering `nextPage` never loops the list forever (200,000 assets). */
export const MAX_SEARCH_PAGES = 200;

/** How the server lists a person's photos, from its capabilities. */
export function personListRuleOf(capabilities: Pick<ServerCapabilities, 'version' | 'hasPersonAssetsEndpoint' | 'hasVisibility'>): PersonListRule {
  return {
    personAssetsEndpoint: capabilities.hasPersonAssetsEndpoint,
    visibility: capabilities.hasVisibility,
    // v3 assets carry their upright `width`/`height`; v2 ones not on every release
    assetSize: capabilities.version.major >= 3,
  };
}

/**
 * The search for page `page` of a person's photos: only what the person page may show, oldest
 * first with `order: "asc"` (every version with this search takes it; newest first is its default).
 */
export function personSearchBody(personId: string, page: number, rule: PersonListRule | undefined, order: ListOrder = 'newest'): Record<string, unknown> {
  const body: Record<string, unknown> = { personIds: [personId], withExif: !rule?.assetSize, page, size: SEARCH_PAGE_SIZE };
  if (order === 'oldest') body.order = 'asc';
  if (!rule || rule.visibility) {
    // v2+: without it, archived photos come back too (v3: everything but locked ones). A
    // server of unknown version gets it as well: v1 servers drop fields they do not know.
    body.visibility = 'timeline';
  } else {
    // v1.118-v1.x: archived photos are left out unless asked for, hidden ones (the video half
    // of a live photo) only when asked to
    body.isArchived = false;
    body.isVisible = true;
  }
  return body;
}

/**
 * Whether the person page shows this asset as the server sent it: never archived, hidden,
 * locked or trashed, whatever the server was asked (a safety net behind the search's filters).
 * Anything that is not an object is kept, for the validation to report.
 */
export function shownOnPersonPage(item: unknown): boolean {
  if (item === null || typeof item !== 'object') return true;
  const a = item as Record<string, unknown>;
  if (a.isArchived === true || a.isTrashed === true || a.isVisible === false) return false;
  return typeof a.visibility !== 'string' || a.visibility === 'timeline';
}
