/**
 * Test helpers of the query layer: the recorded fixtures, a `fetch` stub and report resetting.
 * Only imported by `*.test.ts` files.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import activities from './test-fixtures/immich-v1.106.4/get-activities.json';
import activityStats from './test-fixtures/immich-v1.106.4/get-activities-statistics.json';
import album from './test-fixtures/immich-v1.106.4/get-album.json';
import asset from './test-fixtures/immich-v1.106.4/get-asset.json';
import memories500 from './test-fixtures/immich-v1.106.4/get-memories.json';
import memories401 from './test-fixtures/immich-v1.106.4/get-memories-no-auth-401.json';
import memory from './test-fixtures/immich-v1.106.4/get-memory.json';
import memoryBadUuid from './test-fixtures/immich-v1.106.4/get-memory-bad-uuid-400.json';
import memoryUnknown from './test-fixtures/immich-v1.106.4/get-memory-unknown-id-400.json';
import people from './test-fixtures/immich-v1.106.4/get-people.json';
import person from './test-fixtures/immich-v1.106.4/get-person.json';
import personAssets from './test-fixtures/immich-v1.106.4/get-person-assets.json';
import me from './test-fixtures/immich-v1.106.4/get-users-me.json';
import comment201 from './test-fixtures/immich-v1.106.4/post-activity-comment-201.json';
import commentMissing400 from './test-fixtures/immich-v1.106.4/post-activity-comment-missing-400.json';
import likeDuplicate200 from './test-fixtures/immich-v1.106.4/post-activity-like-duplicate-200.json';
import { setApiBase } from './base';
import { setOnUnauthorized } from './client';
import { resetReports } from './schemas/reports';

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

/** Stubs `fetch` with a handler; returns the mock to inspect calls. */
export function stubFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init ?? {})),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
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
