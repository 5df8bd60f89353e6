// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import memoriesV2 from '@/api/test-fixtures/immich-v2.7.5/get-memories.json';
import { memoryQueries } from '@/api';
import { TODAY_FIRST_COVERS, todaysMemories } from '@/features/memory/model/todays-memories';
import { jsonResponse, setupApiTests, stubFetch } from '@/test/api';
import { v3Asset, v3Memory } from '@/test/spec-samples';
import { firstCardsOf } from './first-cards-choice';

setupApiTests();

/** 24 November 2026, 10:00 local time: the recorded lists' day. */
const today = () => new Date(2026, 10, 24, 10, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(today());
});
afterEach(() => {
  vi.useRealTimers();
});

/** The cards the memories page shows first for `answer` from a server of `version`: through the query layer, as the page reads it. */
async function pageCards(version: string, answer: unknown) {
  const [major, minor, patch] = version.split('.').map(Number);
  stubFetch((url) => (url === '/api/server/version' ? jsonResponse(200, { major, minor, patch }) : jsonResponse(200, answer)));
  const memories = await new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(memoryQueries.list());
  return todaysMemories(memories, today())
    .slice(0, TODAY_FIRST_COVERS)
    .map((m) => ({ id: m.id, cover: m.assets[0]!.id }));
}

/** The list with each memory's assets newest first: the cover is the oldest, not the wire's first. */
const reversed = (list: Record<string, unknown>[]): Record<string, unknown>[] => list.map((m) => ({ ...m, assets: [...(m.assets as unknown[])].reverse() }));

const v2 = reversed(structuredClone(memoriesV2.body));
// v1.106: no `showAt`/`hideAt`, the day is the `memoryAt`'s; the list is every memory
const v1 = v2.map(({ showAt: _s, hideAt: _h, ...m }) => m);
const v3 = reversed([
  v3Memory({ id: 'a', memoryAt: '2024-11-24T00:00:00.000Z', assets: [v3Asset({ id: 'a1', fileCreatedAt: '2024-11-24T10:00:00.000Z' }), v3Asset({ id: 'a2', fileCreatedAt: '2024-11-24T12:00:00.000Z' })] }),
  v3Memory({ id: 'b', memoryAt: '2025-11-24T00:00:00.000Z', assets: [v3Asset({ id: 'b1', fileCreatedAt: '2025-11-24T09:00:00.000Z' })] }),
  v3Memory({ id: 'c', showAt: '2026-11-25T00:00:00.000Z', hideAt: '2026-11-25T23:59:59.999Z', assets: [v3Asset({ id: 'c1' })] }),
  v3Memory({ id: 'd', assets: [] }),
]);

describe('firstCardsOf: the cards the memories page shows first, from the raw list', () => {
  it.each([
    ['1.106.4', v1],
    ['2.7.5', v2],
    ['3.2.0', v3],
  ])('picks the same memories and covers as the page, on a v%s server', async (version, answer) => {
    const expected = await pageCards(version, answer);
    expect(expected.length).toBeGreaterThan(0);
    expect(firstCardsOf(answer, today())).toEqual(expected);
  });

  it('takes the oldest photo as the cover and leaves out other days and memories without a photo', () => {
    expect(firstCardsOf(v3, today())).toEqual([
      { id: 'b', cover: 'b1' },
      { id: 'a', cover: 'a1' },
    ]);
  });

  it('draws at most the covers the page loads at once', () => {
    const many = Array.from({ length: TODAY_FIRST_COVERS + 3 }, (_, i) => v3Memory({ id: `m${i}`, assets: [v3Asset({ id: `p${i}` })] }));
    expect(firstCardsOf(many, today())).toHaveLength(TODAY_FIRST_COVERS);
  });

  it.each([
    ['an error answer', { message: 'Failed to search memories', statusCode: 500 }],
    ['nothing', undefined],
    ['malformed memories', [null, { id: 1 }, { id: 'x', memoryAt: '2025-11-24T00:00:00.000Z' }, { id: 'y', memoryAt: '2025-11-24T00:00:00.000Z', assets: [null, { id: '' }] }]],
  ])('draws nothing for %s', (_, answer) => {
    expect(firstCardsOf(answer, today())).toEqual([]);
  });

  it('reads a null window as none, as the query layer does', () => {
    const answer = [v3Memory({ id: 'n', memoryAt: '2020-11-24T00:00:00.000Z', showAt: null, hideAt: null, assets: [v3Asset({ id: 'n1' })] })];
    expect(firstCardsOf(answer, today())).toEqual([{ id: 'n', cover: 'n1' }]);
  });
});
