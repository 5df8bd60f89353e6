import { describe, expect, it, vi } from 'vitest';
import { bodyOf, fixtures, setupApiTests } from '@/test/api';
import { ids, specAsset, specMemory, v3Memory } from '@/test/spec-samples';
import { getDroppedItemReports } from './reports';
import { MemoryListSchema, MemorySchema } from './memory';

setupApiTests();

describe('MemorySchema', () => {
  it('accepts a spec-shaped memory', () => {
    const memory = MemorySchema.parse(specMemory());
    expect(memory).toMatchObject({ id: ids.memory, type: 'on_this_day', data: { year: 2024 }, isSaved: true });
    expect(memory.seenAt).toBe('2025-06-02T00:00:00.000Z');
    expect(memory.assets).toHaveLength(1);
  });

  it('accepts the real v1.106.4 memory: thin assets, null seenAt/deletedAt become undefined', () => {
    const body = bodyOf(fixtures.memory);
    const memory = MemorySchema.parse(body);
    expect(memory.seenAt).toBeUndefined();
    expect(memory.deletedAt).toBeUndefined();
    expect(memory.assets).toHaveLength(body.assets.length);
    expect(memory.assets.every((a) => a.exifInfo === undefined && a.stackCount === 0)).toBe(true);
  });

  it('accepts seenAt and deletedAt left out', () => {
    const input = specMemory();
    delete input.seenAt;
    delete input.deletedAt;
    expect(MemorySchema.parse(input).seenAt).toBeUndefined();
  });

  it('accepts a v2/v3 memory: showAt/hideAt, no seenAt while unseen, no deletedAt, a video in milliseconds', () => {
    const video = { ...(v3Memory().assets as Record<string, unknown>[])[0], id: ids.asset2, type: 'VIDEO', duration: 4000 };
    const memory = MemorySchema.parse(v3Memory({ assets: [video] }));
    expect(memory).toMatchObject({ showAt: '2026-11-24T00:00:00.000Z', hideAt: '2026-11-24T23:59:59.999Z', isSaved: false });
    expect(memory.seenAt).toBeUndefined();
    expect(memory.deletedAt).toBeUndefined();
    expect(memory.assets[0]).toMatchObject({ type: 'VIDEO', durationSeconds: 4 });
  });

  it('fails on a showAt that is not a date-time', () => {
    expect(MemorySchema.safeParse(v3Memory({ showAt: '2026-11-24' })).error?.issues[0]?.path).toEqual(['showAt']);
  });

  it.each([
    ['year 0', { data: { year: 0 } }, ['data', 'year']],
    ['a fractional year', { data: { year: 2024.5 } }, ['data', 'year']],
    ['no data', { data: undefined }, ['data']],
    ['an unknown type', { type: 'trip' }, ['type']],
    ['a memoryAt without offset', { memoryAt: '2024-06-01 00:00' }, ['memoryAt']],
    ['isSaved missing', { isSaved: undefined }, ['isSaved']],
    ['assets not an array', { assets: {} }, ['assets']],
  ])('fails on %s, naming the path', (_label, overrides, path) => {
    expect(MemorySchema.safeParse(specMemory(overrides)).error?.issues[0]?.path).toEqual(path);
  });

  it('drops a malformed asset, counts it and reports it once; the memory still parses', () => {
    const memory = MemorySchema.parse(specMemory({ assets: [specAsset(), specAsset({ type: 'PHOTO' })] }));
    expect(memory.assets).toHaveLength(1);
    expect(getDroppedItemReports()).toEqual([
      expect.objectContaining({ path: 'assets', dropped: 1, total: 2, issues: [expect.stringMatching(/^assets\[1\]\.type: /)] }),
    ]);
    MemorySchema.parse(specMemory({ assets: [specAsset({ type: 'PHOTO' })] }));
    expect(vi.mocked(console.warn)).toHaveBeenCalledTimes(1);
  });
});

describe('MemoryListSchema', () => {
  it('keeps good memories and drops unknown kinds', () => {
    const list = MemoryListSchema.parse([specMemory(), specMemory({ type: 'trip' })]);
    expect(list.map((m) => m.id)).toEqual([ids.memory]);
  });
});
