// @vitest-environment node
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

  it.each([
    ['a showAt that is not a date-time', { showAt: '2026-11-24' }, 'Memory.showAt', { showAt: undefined }],
    ['year 0', { data: { year: 0 } }, 'Memory.data.year', { data: {} }],
    ['a fractional year', { data: { year: 2024.5 } }, 'Memory.data.year', { data: {} }],
    ['no data', { data: undefined }, 'Memory.data', { data: {} }],
    ['a memoryAt without offset', { memoryAt: '2024-06-01 00:00' }, 'Memory.memoryAt', { memoryAt: '' }],
    ['isSaved missing', { isSaved: undefined }, 'Memory.isSaved', { isSaved: false }],
    ['assets not an array', { assets: {} }, 'Memory.assets', { assets: [] }],
  ])('degrades %s to that field’s unknown, the memory kept', (_label, overrides, field, expected) => {
    const memory = MemorySchema.parse(v3Memory(overrides));
    expect(memory).toMatchObject({ id: ids.memory, type: 'on_this_day', ...expected });
    // (its v3 photo's missing v1 fields are drift of another kind, reported beside)
    const degraded = vi.mocked(console.warn).mock.calls.map((c) => String(c[0])).filter((w) => w.includes('shown as unknown'));
    expect(degraded).toEqual([expect.stringContaining(`[keepsake] ${field}: `)]);
  });

  it('reads an unknown kind as `unknown` and reports it once; a type that is not text still fails', () => {
    expect(MemorySchema.parse(specMemory({ type: 'trip' })).type).toBe('unknown');
    MemorySchema.parse(specMemory({ type: 'recap' }));
    const drift = vi.mocked(console.warn).mock.calls.map((c) => String(c[0])).filter((w) => w.includes('Memory.type'));
    expect(drift).toHaveLength(1);
    expect(drift[0]).not.toContain('trip');
    expect(MemorySchema.safeParse(specMemory({ type: 7 })).error?.issues[0]?.path).toEqual(['type']);
  });

  it.each([
    [{ year: 2025, personId: 'p1' }, 'p1'],
    [{ year: 2025, personGroupId: 'p2' }, 'p2'],
    [{ year: 2025 }, undefined],
    [{ year: 2025, personId: 9 }, undefined],
  ])('reads a birthday memory’s person from data %j', (data, personId) => {
    const memory = MemorySchema.parse(specMemory({ type: 'birthday', data }));
    expect(memory).toMatchObject({ type: 'birthday', data: { year: 2025, personId } });
  });

  it('drops an asset without a usable id, counts it and reports it once; the memory still parses', () => {
    const memory = MemorySchema.parse(specMemory({ assets: [specAsset(), specAsset({ id: 7 })] }));
    expect(memory.assets).toHaveLength(1);
    expect(getDroppedItemReports()).toEqual([
      expect.objectContaining({ path: 'assets', dropped: 1, total: 2, issues: [expect.stringMatching(/^assets\[1\]\.id: /)] }),
    ]);
    MemorySchema.parse(specMemory({ assets: [specAsset({ id: 7 })] }));
    expect(vi.mocked(console.warn)).toHaveBeenCalledTimes(1);
  });
});

describe('MemoryListSchema', () => {
  it('keeps memories of unknown kinds and drops those without an id', () => {
    const list = MemoryListSchema.parse([specMemory(), specMemory({ id: 'other', type: 'trip' }), specMemory({ id: undefined })]);
    expect(list.map((m) => [m.id, m.type])).toEqual([[ids.memory, 'on_this_day'], ['other', 'unknown']]);
  });
});
