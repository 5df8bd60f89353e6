import { z } from 'zod';
import { util } from 'zod/v4/core';
import type { ApiError, ApiErrorInit } from '../errors';
import { errorFromResponse } from '../responses';
import { formatPath } from '../schemas/format-path';
import { GridAssetListSchema, GridSearchPageSchema, TolerantGridAssetListSchema, onDroppedItems, withParseContext, type GridAsset } from '../schemas';
import { compactAssets } from './compact-list';
import type { DroppedSummary, LargeListTimings, LoadPersonAssetsResponse } from './protocol';
import { fetchJson, personAssetsEndpoint, type StartedRequest } from './worker-fetch';

/**
 * The list is validated for what the grid shows (`GridAssetSchema`, ADR 056): the whole array in
 * one parse first, and item by item, dropping and counting bad ones, only when that fails (the
 * same result whenever every item is valid, a third faster).
 */
const PersonAssetsFastSchema = GridAssetListSchema;
const PersonAssetsSchema = TolerantGridAssetListSchema;

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

function badData(endpoint: string, error: z.ZodError): WorkerFailure {
  const issues = error.issues.slice(0, 5).map((i) => ({ path: formatPath(i.path), message: i.message }));
  return new WorkerFailure({ kind: 'bad-data', endpoint, issues, message: `bad data from ${endpoint}` });
}

/**
 * Fetches, parses and validates a person's assets (with the `POST /search/metadata` fallback for
 * servers without `GET /people/{id}/assets`), then packs them for the grid. Runs in the worker,
 * which makes the request itself: the page never sees the body, not even as a stream to pump.
 * `onReceived` runs once, when the first body has been read and before it is parsed (the worker
 * stops its warm-up there). `started` is the list's request if the worker already made it.
 */
export async function loadPersonAssets(base: string, personId: string, onReceived?: () => void, started?: StartedRequest): Promise<LoadPersonAssetsResponse> {
  const timings: LargeListTimings = { fetchMs: 0, parseMs: 0, validateMs: 0, compactMs: 0, warmUpMs: 0, jit: false, bytes: 0 };
  let dropped: DroppedSummary | undefined;
  const stop = onDroppedItems((r) => {
    dropped = { dropped: (dropped?.dropped ?? 0) + r.dropped, total: (dropped?.total ?? 0) + r.total, issues: [...(dropped?.issues ?? []), ...r.issues].slice(0, 5) };
  });
  let received = false;
  const receivedOnce = () => {
    if (received) return;
    received = true;
    onReceived?.();
  };
  try {
    const assets = await fetchAll(base, personId, timings, receivedOnce, started);
    timings.jit = util.allowsEval.value;
    const t = performance.now();
    const list = compactAssets(assets);
    timings.compactMs = performance.now() - t;
    return { type: 'ok', list, timings, dropped };
  } catch (e) {
    if (e instanceof WorkerFailure) return { type: 'error', error: e.init };
    return { type: 'error', error: { kind: 'bad-data', endpoint: `/people/${personId}/assets`, message: e instanceof Error ? e.message : String(e) } };
  } finally {
    receivedOnce();
    stop();
  }
}

async function fetchAll(base: string, personId: string, timings: LargeListTimings, received: () => void, started?: StartedRequest): Promise<GridAsset[]> {
  const endpoint = personAssetsEndpoint(personId);
  const t0 = started?.startedAt ?? performance.now();
  try {
    const text = await request(base, endpoint, undefined, started?.response);
    timings.fetchMs = performance.now() - t0;
    received();
    return parseAndValidateList(endpoint, text, timings);
  } catch (e) {
    // Servers from v1.118 on have no such endpoint: page through the metadata search instead.
    if (!(e instanceof WorkerFailure) || e.init.status !== 404) throw e;
  }
  const searchEndpoint = '/search/metadata';
  const all: GridAsset[] = [];
  for (let page = 1; page <= 1000; page++) {
    const t = performance.now();
    const text = await request(base, searchEndpoint, {
      method: 'POST',
      body: JSON.stringify({ personIds: [personId], withExif: true, page, size: 1000 }),
    });
    timings.fetchMs += performance.now() - t;
    received();
    const body = parseAndValidate(searchEndpoint, text, GridSearchPageSchema, timings);
    for (const item of body.assets.items) all.push(item);
    const next = Number(body.assets.nextPage);
    if (!body.assets.nextPage || !Number.isInteger(next) || next <= page) break;
    page = next - 1;
  }
  return all;
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

/** The person list: the fast whole-array check first, the item-by-item tolerant one if it fails. */
function parseAndValidateList(endpoint: string, text: string, timings: LargeListTimings): GridAsset[] {
  const raw = parseJson(endpoint, text, timings);
  const t = performance.now();
  const fast = withParseContext(endpoint, () => PersonAssetsFastSchema.safeParse(raw));
  const result = fast.success ? fast : withParseContext(endpoint, () => PersonAssetsSchema.safeParse(raw));
  timings.validateMs += performance.now() - t;
  if (!result.success) throw badData(endpoint, result.error);
  return result.data;
}

function parseAndValidate<T extends z.ZodType>(endpoint: string, text: string, schema: T, timings: LargeListTimings): z.output<T> {
  const raw = parseJson(endpoint, text, timings);
  const t = performance.now();
  const result = withParseContext(endpoint, () => schema.safeParse(raw));
  timings.validateMs += performance.now() - t;
  if (!result.success) throw badData(endpoint, result.error);
  return result.data;
}
