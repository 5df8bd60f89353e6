// @vitest-environment node
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setupApiTests, stubFetch } from '@/test/api';
import { v3Memory } from '@/test/spec-samples';
import { MEMORY_PAGE_SIZE } from '../memory-requests';
import { deleteMemory, memoryQueries, removeMemoryAssets } from './memory';

setupApiTests();

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const version = (text: string) => {
  const [major, minor, patch] = text.split('.').map(Number);
  return { major, minor, patch };
};

/** A server of `serverVersion`; `answer` answers every other request. Returns the fetch mock. */
function server(serverVersion: string, answer: (url: string, init?: RequestInit) => Response) {
  return stubFetch((url, init) => (url === '/api/server/version' ? jsonResponse(200, version(serverVersion)) : answer(url, init)));
}
const urls = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls.map(([url]) => url as string).filter((url) => url !== '/api/server/version');
const memory = (id: string, memoryAt: string, extra: Record<string, unknown> = {}) => v3Memory({ id, memoryAt, ...extra });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 10, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('memoryQueries.history: every memory, in each generation’s form', () => {
  it.each([
    ['1.106.4', '/api/memories'],
    ['2.2.3', '/api/memories'],
    ['2.3.0', '/api/memories?order=desc'],
    ['3.0.2', '/api/memories?order=desc'],
    ['3.0.3', '/api/memories?order=desc'],
    ['3.2.2', `/api/memories?order=desc&page=1&size=${MEMORY_PAGE_SIZE}`],
  ])('v%s asks %s, newest memoryAt first whatever the server’s order', async (serverVersion, expected) => {
    const fetch = server(serverVersion, () => jsonResponse(200, [memory('a', '2019-11-20T00:00:00.000Z'), memory('b', '2024-11-20T00:00:00.000Z')]));
    const data = await client().fetchInfiniteQuery(memoryQueries.history());
    expect(urls(fetch)).toEqual([expected]);
    expect(data.pages[0]!.memories.map((m) => m.id)).toEqual(['b', 'a']);
    expect(data.pages[0]!.next).toBeUndefined();
  });

  it('v3.2 pages: a full page asks for the next, a short one ends the history', async () => {
    const fetch = server('3.2.2', (url) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const count = page === 1 ? MEMORY_PAGE_SIZE : 3;
      return jsonResponse(200, Array.from({ length: count }, (_, i) => memory(`${page}-${i}`, `20${String(20 - page).padStart(2, '0')}-11-20T00:00:00.000Z`)));
    });
    const qc = client();
    const first = await qc.fetchInfiniteQuery(memoryQueries.history());
    expect(first.pages[0]!.next).toBe(2);
    const both = await qc.fetchInfiniteQuery({ ...memoryQueries.history(), pages: 2 });
    expect(both.pages.map((p) => p.memories.length)).toEqual([MEMORY_PAGE_SIZE, 3]);
    expect(both.pages[1]!.next).toBeUndefined();
    expect(urls(fetch).at(-1)).toBe(`/api/memories?order=desc&page=2&size=${MEMORY_PAGE_SIZE}`);
  });
});

describe('memoryQueries.saved', () => {
  it.each([
    ['1.106.4', '/api/memories'],
    ['1.127.0', '/api/memories?isSaved=true'],
    ['3.2.2', '/api/memories?isSaved=true'],
  ])('v%s asks %s and keeps only saved memories (a server may ignore the filter)', async (serverVersion, expected) => {
    const fetch = server(serverVersion, () =>
      jsonResponse(200, [memory('a', '2019-11-20T00:00:00.000Z', { isSaved: true }), memory('b', '2024-11-20T00:00:00.000Z'), memory('c', '2022-01-01T00:00:00.000Z', { isSaved: true })]),
    );
    const saved = await client().fetchQuery(memoryQueries.saved());
    expect(urls(fetch)).toEqual([expected]);
    expect(saved.map((m) => m.id)).toEqual(['c', 'a']);
  });
});

describe('memoryQueries.onDay: another day’s memories', () => {
  it.each([
    ['1.106.4', /^\/api\/memories$/],
    ['2.7.5', /^\/api\/memories\?for=2026-11-27$/],
    ['3.0.0', /^\/api\/memories\?for=2026-11-27T12%3A00%3A00.000(%2B|-)\d\d%3A\d\d$/],
    ['3.0.3', /^\/api\/memories\?for=2026-11-27$/],
    ['3.2.2', /^\/api\/memories\?for=2026-11-27$/],
  ])('v%s asks %s', async (serverVersion, expected) => {
    const fetch = server(serverVersion, () => jsonResponse(200, []));
    await client().fetchQuery(memoryQueries.onDay('2026-11-27'));
    expect(urls(fetch)).toEqual([expect.stringMatching(expected)]);
  });
});

describe('memoryQueries.count', () => {
  it('asks GET /memories/statistics from v1.135 on', async () => {
    const fetch = server('1.135.0', () => jsonResponse(200, { total: 42 }));
    expect(await client().fetchQuery(memoryQueries.count())).toBe(42);
    expect(urls(fetch)).toEqual(['/api/memories/statistics']);
  });

  it('answers null on older servers, asking nothing', async () => {
    const fetch = server('1.127.0', () => jsonResponse(500, {}));
    expect(await client().fetchQuery(memoryQueries.count())).toBeNull();
    expect(urls(fetch)).toEqual([]);
  });
});

describe('pruning a memory', () => {
  it('DELETE /memories/{id} resolves on 204', async () => {
    const fetch = server('2.7.5', () => new Response(null, { status: 204 }));
    await deleteMemory('m/1');
    expect(fetch.mock.calls.at(-1)).toEqual(['/api/memories/m%2F1', expect.objectContaining({ method: 'DELETE' })]);
  });

  it('DELETE /memories/{id}/assets sends the ids and answers what was not removed (not_found counts as removed)', async () => {
    const fetch = server('2.7.5', () =>
      jsonResponse(200, [
        { id: 'a', success: true },
        { id: 'b', success: false, error: 'not_found' },
        { id: 'c', success: false, error: 'no_permission' },
      ]),
    );
    const failed = await removeMemoryAssets('m', ['a', 'b', 'c', 'd']);
    expect(JSON.parse(fetch.mock.calls.at(-1)![1]!.body as string)).toEqual({ ids: ['a', 'b', 'c', 'd'] });
    expect(failed).toEqual([
      { id: 'c', success: false, error: 'no_permission' },
      { id: 'd', success: false, error: 'no answer' },
    ]);
  });

  it('a refused removal is an error with the server’s status', async () => {
    server('3.2.2', () => jsonResponse(400, { message: 'Not found or no memory.update access', statusCode: 400, error: 'Bad Request' }));
    await expect(removeMemoryAssets('m', ['a'])).rejects.toMatchObject({ status: 400 });
  });
});

describe('memoryQueries.upcoming', () => {
  it('asks each of the next days where the server takes `for`, once per memory', async () => {
    const fetch = server('2.7.5', (url) => jsonResponse(200, url.endsWith('2026-11-26') || url.endsWith('2026-11-27') ? [memory('a', '2019-11-26T00:00:00.000Z')] : []));
    const upcoming = await client().fetchQuery(memoryQueries.upcoming(new Date(2026, 10, 24, 10), 3));
    expect(urls(fetch)).toEqual(['/api/memories?for=2026-11-25', '/api/memories?for=2026-11-26', '/api/memories?for=2026-11-27']);
    expect(upcoming.map((m) => m.id)).toEqual(['a']);
  });

  it('asks the whole list once on v1.106 (no `for`)', async () => {
    const fetch = server('1.106.4', () => jsonResponse(200, []));
    await client().fetchQuery(memoryQueries.upcoming(new Date(2026, 10, 24, 10), 3));
    expect(urls(fetch)).toEqual(['/api/memories']);
  });
});

describe('one list for every memory query where the server answers every memory (v1.x)', () => {
  it.each([
    ['1.106.4', ['/api/memories']],
    ['1.127.0', ['/api/memories', '/api/memories?isSaved=true']],
    ['2.7.5', ['/api/memories?for=2026-11-24', '/api/memories?isSaved=true', '/api/memories?order=desc', '/api/memories?for=2026-11-25']],
  ])('v%s: today’s, the saved ones, the history and the next day together ask %j', async (serverVersion, expected) => {
    const fetch = server(serverVersion, () => jsonResponse(200, [memory('a', '2019-11-24T00:00:00.000Z', { isSaved: true }), memory('b', '2024-11-24T00:00:00.000Z')]));
    const qc = client();
    const [today, saved, history, upcoming] = await Promise.all([
      qc.fetchQuery(memoryQueries.list()),
      qc.fetchQuery(memoryQueries.saved()),
      qc.fetchInfiniteQuery(memoryQueries.history()),
      qc.fetchQuery(memoryQueries.upcoming(new Date(2026, 10, 24, 10), 1)),
    ]);
    expect([...new Set(urls(fetch))].sort()).toEqual([...expected].sort());
    expect(urls(fetch)).toHaveLength(expected.length);
    expect(today.map((m) => m.id)).toEqual(['a', 'b']);
    expect(saved.map((m) => m.id)).toEqual(['a']);
    expect(history.pages[0]!.memories.map((m) => m.id)).toEqual(['b', 'a']);
    expect(upcoming.map((m) => m.id)).toEqual(['b', 'a']);
    // each list is its own: sorting one leaves today's as it came
    expect(qc.getQueryData(memoryQueries.list().queryKey)!.map((m) => m.id)).toEqual(['a', 'b']);
  });
});

describe('the saved memories and the history, reading today’s list (v1.x)', () => {
  it('ask again when the view that read today’s list goes while it is on its way, and settle', async () => {
    const answers: ((response: Response) => void)[] = [];
    const fetch = server('1.106.4', () => new Promise<Response>((resolve) => answers.push(resolve)) as unknown as Response);
    const qc = client();
    // the home page reads today's list…
    const home = new QueryObserver(qc, memoryQueries.list());
    const unsubscribe = home.subscribe(() => {});
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    // …the memories page asks for the saved ones, which join it, and the home page goes
    const saved = qc.fetchQuery(memoryQueries.saved());
    // (the saved query's own steps: the server's version, then today's list, joined)
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    unsubscribe();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers.forEach((answer) => answer(jsonResponse(200, [memory('a', '2019-11-24T00:00:00.000Z', { isSaved: true }), memory('b', '2024-11-24T00:00:00.000Z')])));
    expect((await saved).map((m) => m.id)).toEqual(['a']);
    expect(urls(fetch)).toEqual(['/api/memories', '/api/memories']);
  });
});
