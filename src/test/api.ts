/**
 * The Immich API in tests: the recorded v1.106.4 answers, `fetch` stubs (a handler, or a table of
 * canned answers) and the query layer's per-file setup. Only imported by `*.test.ts(x)` files.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import activities from '@/api/test-fixtures/immich-v1.106.4/get-activities.json';
import activityStats from '@/api/test-fixtures/immich-v1.106.4/get-activities-statistics.json';
import album from '@/api/test-fixtures/immich-v1.106.4/get-album.json';
import asset from '@/api/test-fixtures/immich-v1.106.4/get-asset.json';
import memories500 from '@/api/test-fixtures/immich-v1.106.4/get-memories.json';
import memories401 from '@/api/test-fixtures/immich-v1.106.4/get-memories-no-auth-401.json';
import memory from '@/api/test-fixtures/immich-v1.106.4/get-memory.json';
import memoryBadUuid from '@/api/test-fixtures/immich-v1.106.4/get-memory-bad-uuid-400.json';
import memoryUnknown from '@/api/test-fixtures/immich-v1.106.4/get-memory-unknown-id-400.json';
import people from '@/api/test-fixtures/immich-v1.106.4/get-people.json';
import person from '@/api/test-fixtures/immich-v1.106.4/get-person.json';
import personAssets from '@/api/test-fixtures/immich-v1.106.4/get-person-assets.json';
import me from '@/api/test-fixtures/immich-v1.106.4/get-users-me.json';
import comment201 from '@/api/test-fixtures/immich-v1.106.4/post-activity-comment-201.json';
import commentMissing400 from '@/api/test-fixtures/immich-v1.106.4/post-activity-comment-missing-400.json';
import likeDuplicate200 from '@/api/test-fixtures/immich-v1.106.4/post-activity-like-duplicate-200.json';
import { setApiBase } from '@/api/base';
import { setOnUnauthorized } from '@/api/client';
import { resetReports } from '@/api/schemas/reports';

/** One recorded exchange: `{request, status, contentType, body}`. */
export interface Recorded {
  status: number;
  body: unknown;
}

/** The real v1.106.4 recordings, by file name. */
export const fixtures = {
  activities,
  activityStats,
  album,
  asset,
  memories500,
  memories401,
  memory,
  memoryBadUuid,
  memoryUnknown,
  people,
  person,
  personAssets,
  me,
  comment201,
  commentMissing400,
  likeDuplicate200,
} satisfies Record<string, Recorded>;

/** A deep copy of a recorded body (typed like the JSON), safe to change in one test. */
export function bodyOf<R extends Recorded>(recorded: R): R['body'] {
  return structuredClone(recorded.body);
}

/** A JSON `Response` like the server's (with `x-immich-cid`). */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-immich-cid': 'cid-header', ...headers },
  });
}

/** The recorded exchange as a `Response`. */
export function recordedResponse(recorded: Recorded): Response {
  return jsonResponse(recorded.status, recorded.body);
}

/** The URL of a `fetch` call's first argument. */
function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** Stubs `fetch` with a handler; returns the mock to inspect calls. */
export function stubFetch(handler: (url: string, init: RequestInit, input: RequestInfo | URL) => Response | Promise<Response>) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(handler(urlOf(input), init ?? {}, input)));
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A canned answer for one `METHOD /api/path`. */
export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** `"GET /api/memories/m1"` -> answer, or a function of the request's body (parsed when JSON) and `init`. */
export type FakeRoutes = Record<string, FakeResponse | ((body: unknown, init: RequestInit) => FakeResponse)>;

/**
 * Answered unless a table lists its own: the server's version, v1.106.4 (the spec's shapes, what
 * the demo service speaks by default). A test of newer servers lists `GET /api/server/version`.
 */
const defaultRoutes: FakeRoutes = {
  'GET /api/server/version': { body: { major: 1, minor: 106, patch: 4 } },
};

const notFound: FakeResponse = {
  status: 404,
  body: { message: 'Not found', error: 'Not Found', statusCode: 404, correlationId: 'cid-header' },
};

/**
 * Replaces `fetch` with a table of canned answers keyed `"GET /api/users/me"`. A key with a query
 * string matches only that exact URL; a key without one matches any query. Unlisted requests
 * answer 404 with a real-server-shaped body (but see {@link defaultRoutes}). Returns the mock to
 * assert on calls.
 */
export function fakeApi(table: FakeRoutes) {
  return stubFetch(async (href, init, input) => {
    const url = new URL(href, 'http://localhost');
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const key = `${method} ${url.pathname}`;
    const entry = table[`${key}${url.search}`] ?? table[key] ?? defaultRoutes[key];
    const answer = typeof entry === 'function' ? entry(requestBody(init), init) : (entry ?? notFound);
    await Promise.resolve();
    return jsonResponse(answer.status ?? 200, answer.body, answer.headers);
  });
}

/** A request's body: parsed when it is JSON text, else as sent. */
function requestBody(init: RequestInit): unknown {
  if (typeof init.body !== 'string') return init.body ?? undefined;
  try {
    return JSON.parse(init.body) as unknown;
  } catch {
    return init.body;
  }
}

/** The requests a {@link fakeApi} mock saw, as `"POST /api/auth/login"` (path and query). */
export function calledUrls(mock: ReturnType<typeof fakeApi>): string[] {
  return mock.mock.calls.map(([input, init]) => {
    const url = new URL(urlOf(input), 'http://localhost');
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}${url.search}`;
  });
}

/** Per-file setup (call at the top of a test file): fresh reports, base `/api`, no 401 hook, console.warn captured; globals restored. */
export function setupApiTests(): void {
  beforeEach(() => {
    resetReports();
    setApiBase('/api');
    setOnUnauthorized(undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
