// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import memoriesV2 from '../test-fixtures/immich-v2.7.5/get-memories.json';
import memoriesV2ForDate from '../test-fixtures/immich-v2.7.5/get-memories-for-date-only.json';
import { bodyOf, fixtures, jsonResponse, recordedResponse, setupApiTests, stubFetch } from '@/test/api';
import { v3Memory } from '@/test/spec-samples';
import { memoryQueries } from './memory';

setupApiTests();

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const version = (text: string) => {
  const [major, minor, patch] = text.split('.').map(Number);
  return { major, minor, patch };
};

/** A server of `serverVersion` answering `memories` to `GET /memories`; returns the fetch mock. */
function server(serverVersion: string, memories: unknown) {
  return stubFetch((url) => {
    if (url === '/api/server/version') return jsonResponse(200, version(serverVersion));
    if (url.startsWith('/api/memories')) return jsonResponse(200, memories);
    return jsonResponse(404, { message: 'Not found', statusCode: 404 });
  });
}

const memoryUrls = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls.map(([url]) => url as string).filter((url) => url.startsWith('/api/memories'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 10, 0, 0)); // 24 November 2026, 10:00 local time
});
afterEach(() => {
  vi.useRealTimers();
});

describe('memoryQueries.list: today’s memories in the form the server takes', () => {
  it.each([
    ['1.106.4', undefined],
    ['1.118.0', undefined],
    ['2.7.5', '2026-11-24'],
    ['3.0.3', '2026-11-24'],
    ['3.2.2', '2026-11-24'],
  ])('v%s asks for=%s', async (serverVersion, expected) => {
    const fetch = server(serverVersion, []);
    await client().fetchQuery(memoryQueries.list());
    expect(memoryUrls(fetch)).toEqual([expected === undefined ? '/api/memories' : `/api/memories?for=${expected}`]);
  });

  it('v3.0.0-3.0.2 ask with a local date-time and its offset (a date alone is refused there)', async () => {
    const fetch = server('3.0.2', []);
    await client().fetchQuery(memoryQueries.list());
    const [url] = memoryUrls(fetch);
    const sent = new URL(url!, 'http://localhost').searchParams.get('for');
    expect(sent).toMatch(/^2026-11-24T10:00:00\.000[+-]\d\d:\d\d$/);
    expect(Date.parse(sent!)).toBe(new Date(2026, 10, 24, 10).getTime());
  });

  it('asks the server its version once for many lists', async () => {
    const fetch = server('2.7.5', []);
    const qc = client();
    await qc.fetchQuery(memoryQueries.list());
    await qc.refetchQueries({ queryKey: memoryQueries.list().queryKey });
    expect(fetch.mock.calls.filter(([url]) => (url as string).includes('version'))).toHaveLength(1);
    expect(memoryUrls(fetch)).toHaveLength(2);
  });

  it('parses the real v2.7.5 lists (with and without for): showAt/hideAt kept, seenAt absent while unseen', async () => {
    server('2.7.5', bodyOf(memoriesV2));
    const all = await client().fetchQuery(memoryQueries.list());
    expect(all).toHaveLength(7);
    const today = all.find((m) => m.id === 'd7c5d6e8-88c3-4f6f-b60c-f2a0f7523e75')!;
    expect(today).toMatchObject({ showAt: '2026-11-24T00:00:00.000Z', hideAt: '2026-11-24T23:59:59.999Z' });
    expect(today.seenAt).toBeUndefined();
    expect(today.deletedAt).toBeUndefined();
    expect(all.find((m) => m.id === '26a79acc-d905-4bf2-92ae-022b9543cd81')?.seenAt).toBe('2026-11-24T01:29:24.289Z');
    server('2.7.5', bodyOf(memoriesV2ForDate));
    expect(await client().fetchQuery(memoryQueries.list())).toHaveLength(4);
  });

  it('plays a memory’s photos in the order they were taken as instants (fileCreatedAt), not by wall clock', async () => {
    // The real 2023 memory: a photo without EXIF (wall clock in UTC, 01:08) was taken after three
    // photos from Sydney whose wall clocks say 08:09, 09:28, 11:44.
    const body = bodyOf(memoriesV2);
    const memory2023 = body.find((m) => m.data.year === 2023)!;
    const served = memory2023.assets.map((a) => a.id);
    server('2.7.5', [{ ...memory2023, assets: [...memory2023.assets].reverse() }]);
    const [memory] = await client().fetchQuery(memoryQueries.list());
    expect(memory!.assets.map((a) => a.id)).toEqual(served);
    expect(memory!.assets.map((a) => a.id.slice(0, 8))).toEqual(['7f356900', '66e957cb', '3fd26142', '59505a8e', '47b906a1', '05111582']);
    const byWallClock = [...memory!.assets].sort((a, b) => a.localDateTime.localeCompare(b.localDateTime));
    expect(byWallClock[0]!.id.slice(0, 8)).toBe('59505a8e');
  });

  it('breaks ties of the same instant by id', async () => {
    const at = '2025-11-24T08:00:00.000Z';
    const asset = (v3Memory().assets as Record<string, unknown>[])[0];
    const memory = v3Memory({ assets: ['b', 'a', 'c'].map((suffix) => ({ ...asset, id: `0000000${suffix}`, fileCreatedAt: at })) });
    server('3.2.2', [memory]);
    const [parsed] = await client().fetchQuery(memoryQueries.list());
    expect(parsed!.assets.map((a) => a.id)).toEqual(['0000000a', '0000000b', '0000000c']);
  });
});

describe('memoryQueries.detail', () => {
  it('sorts the real v1.106.4 memory’s assets oldest first by fileCreatedAt', async () => {
    stubFetch((url) => (url === '/api/server/version' ? jsonResponse(200, version('1.106.4')) : recordedResponse(fixtures.memory)));
    const memory = await client().fetchQuery(memoryQueries.detail('m'));
    const times = memory.assets.map((a) => Date.parse(a.fileCreatedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(memory.assets).toHaveLength(bodyOf(fixtures.memory).assets.length);
  });

  it('reads a v3 memory: a video’s length from milliseconds, no drift reported', async () => {
    const video = { ...(v3Memory().assets as Record<string, unknown>[])[0], id: 'v', type: 'VIDEO', duration: 4000 };
    const fetch = server('3.2.2', v3Memory({ assets: [video] }));
    const memory = await client().fetchQuery(memoryQueries.detail('m'));
    expect(memory.assets[0]).toMatchObject({ type: 'VIDEO', durationSeconds: 4 });
    expect(fetch.mock.calls.map(([url]) => url as string).sort()).toEqual(['/api/memories/m', '/api/server/version']);
    expect(vi.mocked(console.warn)).not.toHaveBeenCalled();
  });

  it('asks for the memory without waiting for the version, and reads it once the version is known (no drift on v3)', async () => {
    let answerVersion: () => void = () => undefined;
    const versionAnswered = new Promise<void>((resolve) => (answerVersion = resolve));
    const fetch = stubFetch(async (url) => {
      if (url === '/api/server/version') {
        await versionAnswered;
        return jsonResponse(200, version('3.2.2'));
      }
      return jsonResponse(200, v3Memory());
    });
    const loading = client().fetchQuery(memoryQueries.detail('m'));
    await vi.waitFor(() => expect(fetch.mock.calls.map(([url]) => url as string)).toContain('/api/memories/m'));
    answerVersion();
    expect((await loading).id).toBe(v3Memory().id);
    // v3's removed fields (deviceId, …) are not reported as drift: the version was known when it was read
    expect(vi.mocked(console.warn)).not.toHaveBeenCalled();
  });

  it('fails with the version’s error when the version cannot be read', async () => {
    stubFetch((url) => (url === '/api/server/version' ? jsonResponse(500, { message: 'boom', statusCode: 500 }) : jsonResponse(200, v3Memory())));
    await expect(client().fetchQuery(memoryQueries.detail('m'))).rejects.toMatchObject({ endpoint: '/server/version' });
  });
});
