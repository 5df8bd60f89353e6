// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { MemoryListSchema } from '@/api';
import memoriesV1 from '@/api/test-fixtures/immich-v1.106.4/get-memory.json';
import memoriesV2 from '@/api/test-fixtures/immich-v2.7.5/get-memories.json';
import { isForToday, memoryWhen, todaysMemories } from './todays-memories';

/** v2.7.5's answer as the app reads it; its note on the fields newer servers leave out is src/api/schemas/lenient.test.ts's to check. */
const v2 = () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    return MemoryListSchema.parse(structuredClone(memoriesV2.body));
  } finally {
    warn.mockRestore();
  }
};

describe('todaysMemories', () => {
  it('keeps the real v2.7.5 server’s 4 memories of 24 November out of the 7 it answers without `for`', () => {
    const shown = todaysMemories(v2(), new Date(2026, 10, 24, 10));
    expect(shown.map((m) => m.data.year)).toEqual([2025, 2023, 2021, 2018]);
    // the same 4 the server answers to ?for=2026-11-24
    expect(shown.map((m) => m.id).sort()).toEqual(
      ['d7c5d6e8-88c3-4f6f-b60c-f2a0f7523e75', 'e1f2fe5b-ef7d-4c2e-9a95-4f04a7f98077', 'cc862990-ae0e-4fc0-94b9-a192924a330e', 'ac9b52c5-8cde-402b-b906-a40769e79d41'].sort(),
    );
  });

  it.each([
    [new Date(2026, 10, 23, 12), [2024]],
    [new Date(2026, 10, 26, 0, 0, 1), [2019]],
    [new Date(2026, 10, 27, 23, 59), [2017]],
    [new Date(2026, 10, 25, 12), []],
  ])('on %s shows that day’s memories only', (today, years) => {
    expect(todaysMemories(v2(), today).map((m) => m.data.year)).toEqual(years);
  });

  it('keeps a memory without showAt/hideAt (v1.106) on its memoryAt’s day in any year, and leaves out empty memories', () => {
    const v1 = MemoryListSchema.parse([structuredClone(memoriesV1.body)]); // memoryAt 22 November 2024
    expect(todaysMemories(v1, new Date(2031, 10, 22, 9))).toHaveLength(1);
    expect(todaysMemories(v1, new Date(2031, 10, 23, 9))).toEqual([]);
    expect(todaysMemories([{ ...v1[0]!, assets: [] }], new Date(2031, 10, 22, 9))).toEqual([]);
  });

});

describe('isForToday', () => {
  const day = { memoryAt: '2019-11-24T00:00:00.000Z', showAt: '2026-11-24T00:00:00.000Z', hideAt: '2026-11-24T23:59:59.999Z' };
  it.each([
    ['the first minute of the day', new Date(2026, 10, 24, 0, 0), true],
    ['the last minute of the day', new Date(2026, 10, 24, 23, 59), true],
    ['the day before', new Date(2026, 10, 23, 23, 59), false],
    ['the day after', new Date(2026, 10, 25, 0, 0), false],
  ])('%s', (_label, today, expected) => {
    expect(isForToday(day, today)).toBe(expected);
  });

  it('treats a missing bound as open', () => {
    expect(isForToday({ memoryAt: '', showAt: '2026-11-24T00:00:00.000Z', hideAt: undefined }, new Date(2030, 0, 1))).toBe(true);
    expect(isForToday({ memoryAt: '', showAt: undefined, hideAt: '2026-11-24T23:59:59.999Z' }, new Date(2030, 0, 1))).toBe(false);
  });
});

describe('memoryWhen', () => {
  const window = { memoryAt: '2019-11-24T00:00:00.000Z', showAt: '2026-11-24T00:00:00.000Z', hideAt: '2026-11-24T23:59:59.999Z' };
  it.each([
    [new Date(2026, 10, 23, 12), 'upcoming'],
    [new Date(2026, 10, 24, 12), 'today'],
    [new Date(2026, 10, 25, 12), 'past'],
  ] as const)('a window of 24 November 2026 seen on %s is %s', (today, when) => {
    expect(memoryWhen(window, today)).toBe(when);
  });

  it.each([
    ['2019-12-30T00:00:00.000Z', new Date(2027, 0, 2, 12), 'past'],
    ['2019-01-02T00:00:00.000Z', new Date(2026, 11, 30, 12), 'upcoming'],
    ['2019-11-24T00:00:00.000Z', new Date(2026, 10, 24, 23, 30), 'today'],
    ['', new Date(2026, 10, 24), 'today'],
  ] as const)('without a window, memoryAt %s seen on %s is %s (the nearest year’s day)', (memoryAt, today, when) => {
    expect(memoryWhen({ memoryAt }, today)).toBe(when);
  });
});
