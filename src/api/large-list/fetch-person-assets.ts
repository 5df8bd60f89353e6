import { z } from 'zod/mini';
import { util } from 'zod/v4/core';
import type { ApiError, ApiErrorInit } from '../errors';
import { errorFromResponse } from '../responses';
import { formatPath } from '../schemas/format-path';
import { GridAssetSchema, TolerantGridAssetListSchema, gridAssetsIfAllValid, onDroppedItems, tolerantArray, withParseContext, type GridAsset } from '../schemas';
import { compactAssets } from './compact-assets';
import type { CompactAssetList } from './compact-list';
import { NewestFirstPages, instantOf } from './newest-first';
import { OldestFirstPages } from './oldest-first';
import { MAX_SEARCH_PAGES, shownOnPersonPage } from './person-list-rule';
import type { DroppedSummary, LargeListTimings, ListOrder, LoadPersonAssetsResponse, PersonListRule } from './protocol';
import { SEARCH_ENDPOINT, fetchJson, fetchSearchPage, personAssetsEndpoint, type StartedRequest } from './worker-fetch';

/**
 * The list is validated for what the grid shows (`GridAssetSchema`, ADR 089): every item by the
 * schema's rules as plain checks first (`gridAssetsIfAllValid`), and only when one fails, item by
 * item with the schema, dropping and counting bad ones (the same result whenever every item is
 * valid).
 */
const PersonAssetsSchema = TolerantGridAssetListSchema;
/** The same for one page of the search (problems named `assets.items[i]…`). */
const SearchItemsSchema = tolerantArray(GridAssetSchema, 'assets.items');

/** An `ApiErrorInit` thrown inside the worker and posted back as data. */
class WorkerFailure extends Error {
  constructor(readonly init: Omit<ApiErrorInit, 'cause'>) {
    super(init.message ?? init.kind);
  }
}

/** Posts an `ApiError` back as plain data (class instances do not survive `postMessage`). */
function toInit(error: ApiError): Omit<ApiErrorInit, 'cause'> {
  return {
    kind: error.kind,
    endpoint: error.endpoint,
    messages: error.messages,
    message: error.message,
    ...(error.status !== undefined ? { status: error.status } : {}),
    ...(error.correlationId ? { correlationId: error.correlationId } : {}),
    ...(error.issues ? { issues: error.issues } : {}),
  };
}

/** One request from the worker (or its answer, if already started); any failure is a typed error posted back. */
async function request(base: string, endpoint: string, init?: RequestInit, started?: Promise<Response>): Promise<string> {
  let res: Response;
  let text: string;
  try {
    res = await (started ?? fetchJson(base, endpoint, init));
    text = await res.text();
  } catch (cause) {
    const detail = cause instanceof Error && cause.message ? `: ${cause.message}` : '';
    throw new WorkerFailure({ kind: 'network', endpoint, message: `network error at ${endpoint}${detail}` });
  }
  if (!res.ok) throw new WorkerFailure(toInit(errorFromResponse(endpoint, res, text)));
  return text;
}

function badData(endpoint: string, error: z.core.$ZodError): WorkerFailure {
  const issues = error.issues.slice(0, 5).map((i) => ({ path: formatPath(i.path), message: i.message }));
  return new WorkerFailure({ kind: 'bad-data', endpoint, issues, message: `bad data from ${endpoint}` });
}

/** What the loader tells the worker while it loads. */
export interface LoadProgress {
  /** the next assets in display order, packed, as soon as their place is final (paged lists only) */
  onChunk?: (chunk: CompactAssetList, order: ListOrder) => void;
}

/**
 * Fetches, parses and validates a person's assets, then packs them for the grid. Runs in the
 * worker, which makes the requests itself: the page never parses a body (on a deep link it may
 * hand over the search's first page, as bytes it has not read: ADR 125). `rule` says where the
 * list comes from (`GET /people/{id}/assets`, or pages of `POST /search/metadata` on servers from
 * v1.118 on); without it the old endpoint is asked and
 * the search follows only on a 404. Pages are handed to `onChunk` as they are read, so the grid
 * shows the first photos while the rest are on their way. Archived, hidden, locked and trashed
 * photos are left out whatever the server sent. `started` is the first request if the worker
 * already made it (see `startFirstRequest`). `order` is the page's: the search is asked in it, so
 * oldest first the oldest rows come first; a list that comes in one piece is packed newest first.
 */
export async function loadPersonAssets(
  base: string,
  personId: string,
  rule: PersonListRule | undefined,
  progress: LoadProgress = {},
  started?: StartedRequest,
  order: ListOrder = 'newest',
): Promise<LoadPersonAssetsResponse> {
  const timings: LargeListTimings = { fetchMs: 0, parseMs: 0, validateMs: 0, compactMs: 0, jit: false, bytes: 0 };
  let dropped: DroppedSummary | undefined;
  const stop = onDroppedItems((r) => {
    dropped = { dropped: (dropped?.dropped ?? 0) + r.dropped, total: (dropped?.total ?? 0) + r.total, issues: [...(dropped?.issues ?? []), ...r.issues].slice(0, 5) };
  });
  const pack = (assets: readonly GridAsset[], direction: ListOrder): CompactAssetList => {
    timings.jit = util.allowsEval.value;
    const t = performance.now();
    const list = compactAssets(assets, direction);
    timings.compactMs += performance.now() - t;
    return list;
  };
  try {
    const load: ListLoad = { base, personId, rule, order, timings, pack, onChunk: progress.onChunk };
    const searchFirst = rule !== undefined && !rule.personAssetsEndpoint;
    const rest = searchFirst
      ? await searchAll(load, started)
      : await endpointOrSearch(load, started);
    return { type: 'ok', list: pack(rest.assets, rest.order), order: rest.order, timings, dropped };
  } catch (e) {
    if (e instanceof WorkerFailure) return { type: 'error', error: e.init };
    return { type: 'error', error: { kind: 'bad-data', endpoint: personAssetsEndpoint(personId), message: e instanceof Error ? e.message : String(e) } };
  } finally {
    stop();
  }
}

/** One load: where it asks, where it reports, how it packs. */
interface ListLoad {
  base: string;
  personId: string;
  rule: PersonListRule | undefined;
  /** the order the search is asked in */
  order: ListOrder;
  timings: LargeListTimings;
  pack: (assets: readonly GridAsset[], order: ListOrder) => CompactAssetList;
  onChunk: LoadProgress['onChunk'];
}

/** The assets still to pack at the end, and the order they go in. */
interface Rest {
  assets: GridAsset[];
  order: ListOrder;
}

/** `GET /people/{id}/assets` (v1.106-v1.117) in one request; the search if that is a 404. */
async function endpointOrSearch(load: ListLoad, started?: StartedRequest): Promise<Rest> {
  const { base, personId, timings } = load;
  const endpoint = personAssetsEndpoint(personId);
  const t0 = started?.startedAt ?? performance.now();
  try {
    const text = await request(base, endpoint, undefined, started?.response);
    timings.fetchMs = performance.now() - t0;
    return { assets: parseAndValidateList(endpoint, text, timings), order: 'newest' };
  } catch (e) {
    // A server from v1.118 on whose version could not be read: search instead.
    if (!(e instanceof WorkerFailure) || e.init.status !== 404) throw e;
  }
  return searchAll(load);
}

/**
 * Pages through `POST /search/metadata` (integer `page`, `size` 1000, in the load's order) until
 * `nextPage` is null, handing each page's assets on as soon as their place in the grid is final
 * (`NewestFirstPages`, `OldestFirstPages`); returns the ones still waiting after the last page. The next page is asked for as soon as the
 * current one is parsed, while it is validated and packed.
 */
async function searchAll(load: ListLoad, started?: StartedRequest): Promise<Rest> {
  const { base, personId, rule, timings, pack, onChunk } = load;
  const direction = load.order;
  const order = direction === 'oldest' ? new OldestFirstPages() : new NewestFirstPages();
  // what is released while nobody takes chunks (the list is then returned whole)
  const kept: GridAsset[] = [];
  let page = 1;
  let next: StartedRequest = started ?? { response: fetchSearchPage(base, personId, 1, rule, direction), startedAt: performance.now() };
  for (let n = 1; ; n++) {
    const waitFrom = Math.max(next.startedAt, performance.now());
    const text = await request(base, SEARCH_ENDPOINT, undefined, next.response);
    timings.fetchMs += performance.now() - waitFrom;
    const body = parseSearchPage(text, timings);
    const following = body.nextPage !== null && body.nextPage > page && n < MAX_SEARCH_PAGES ? body.nextPage : undefined;
    if (following !== undefined) {
      next = { response: fetchSearchPage(base, personId, following, rule, direction), startedAt: performance.now() };
      next.response.catch(() => undefined); // (read, and its failure reported, in the next round)
    }
    const instants: number[] = [];
    for (const item of body.items) {
      const t = instantOf(item);
      if (t !== undefined) instants.push(t);
    }
    const assets = validateItems(SEARCH_ENDPOINT, body.items.filter(shownOnPersonPage), timings);
    const ready = order.add(assets, instants);
    if (ready.length > 0 && onChunk) onChunk(pack(ready, direction), direction);
    else for (const asset of ready) kept.push(asset);
    if (following === undefined) break;
    page = following;
  }
  const rest = order.flush();
  if (kept.length === 0) return { assets: rest, order: direction };
  for (const asset of rest) kept.push(asset);
  return { assets: kept, order: direction };
}

/** The parts of a search answer the loop needs, checked by hand (the items are validated next). */
function parseSearchPage(text: string, timings: LargeListTimings): { items: unknown[]; nextPage: number | null } {
  const raw = parseJson(SEARCH_ENDPOINT, text, timings);
  const assets = raw !== null && typeof raw === 'object' ? (raw as { assets?: unknown }).assets : undefined;
  const items = assets !== null && typeof assets === 'object' ? (assets as { items?: unknown }).items : undefined;
  if (!Array.isArray(items)) {
    throw new WorkerFailure({ kind: 'bad-data', endpoint: SEARCH_ENDPOINT, issues: [{ path: 'assets.items', message: 'expected an array' }], message: `bad data from ${SEARCH_ENDPOINT}` });
  }
  // `nextPage` is a string ("2") or null; anything else ends the list
  const nextPage = (assets as { nextPage?: unknown }).nextPage;
  const number = typeof nextPage === 'string' && /^\d+$/.test(nextPage) ? Number(nextPage) : null;
  return { items, nextPage: number !== null && Number.isSafeInteger(number) ? number : null };
}

/** JSON.parse, timed; text that is not JSON is bad data from that endpoint. */
function parseJson(endpoint: string, text: string, timings: LargeListTimings): unknown {
  timings.bytes += text.length;
  const t = performance.now();
  try {
    return JSON.parse(text);
  } catch {
    throw new WorkerFailure({ kind: 'bad-data', endpoint, issues: [{ path: '', message: 'the response is not JSON' }] });
  } finally {
    timings.parseMs += performance.now() - t;
  }
}

/** The person list: hidden ones left out, then the fast whole-array check, the item-by-item tolerant one if it fails. */
function parseAndValidateList(endpoint: string, text: string, timings: LargeListTimings): GridAsset[] {
  const raw = parseJson(endpoint, text, timings);
  return validateItems(endpoint, Array.isArray(raw) ? raw.filter(shownOnPersonPage) : raw, timings);
}

/** Validates a list: the plain checks of every item first, the item-by-item tolerant schema if one fails. */
function validateItems(endpoint: string, raw: unknown, timings: LargeListTimings): GridAsset[] {
  const t = performance.now();
  try {
    const valid = Array.isArray(raw) ? gridAssetsIfAllValid(raw) : undefined;
    if (valid) return valid;
    const tolerant = endpoint === SEARCH_ENDPOINT ? SearchItemsSchema : PersonAssetsSchema;
    const result = withParseContext(endpoint, () => tolerant.safeParse(raw));
    if (!result.success) throw badData(endpoint, result.error);
    return result.data;
  } finally {
    timings.validateMs += performance.now() - t;
  }
}
