import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryListSchema, MemorySchema } from '../../src/api/schemas';
import { expectContract, expectError } from '../test/contract';
import { openTestLibrary, type TestLibrary } from '../test/library';

let lib: TestLibrary;
beforeAll(async () => {
  lib = await openTestLibrary();
});
afterAll(() => lib.close());

const firstMemoryId = (): string => (lib.db.prepare("SELECT id FROM memories WHERE type = 'on_this_day' ORDER BY memory_at DESC LIMIT 1").get() as { id: string }).id;

describe('memories', () => {
  it('lists every memory of the demo user, newest first; the on-this-day ones within 3 days of today in their own year', async () => {
    const res = await lib.call('GET', '/api/memories');
    expect(res.status).toBe(200);
    const raw = (await res.json()) as { type: string; memoryAt: string }[];
    expect(raw.map((m) => m.memoryAt)).toEqual(raw.map((m) => m.memoryAt).sort().reverse());
    // birthdays and one trip too (ADR 100): kinds an app must cope with
    expect(new Set(raw.map((m) => m.type))).toEqual(new Set(['on_this_day', 'birthday', 'trip']));
    const memories = expectContract(MemoryListSchema, raw.filter((m) => m.type === 'on_this_day'));
    expect(memories.length).toBeGreaterThanOrEqual(3);
    const today = new Date();
    for (const m of memories) {
      const at = new Date(m.memoryAt);
      expect(at.getUTCFullYear()).toBe(m.data.year);
      const sameDayThisYear = Date.UTC(today.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
      const todayMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
      expect(Math.abs(sameDayThisYear - todayMs) / 86_400_000).toBeLessThanOrEqual(3 + 1); // +1: across a year boundary
      expect(m.assets.length).toBeGreaterThanOrEqual(1);
    }
    expect(memories.some((m) => m.assets.length === 1)).toBe(true);
    expect(memories.some((m) => m.assets.some((a) => a.type === 'VIDEO'))).toBe(true);
  });

  it('answers one memory with thin assets exactly as v1.106 does', async () => {
    const res = await lib.call('GET', `/api/memories/${firstMemoryId()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const raw = (await res.json()) as { assets: Record<string, unknown>[] } & Record<string, unknown>;
    expect(Object.keys(raw)).toEqual(['id', 'createdAt', 'updatedAt', 'deletedAt', 'memoryAt', 'seenAt', 'ownerId', 'type', 'data', 'isSaved', 'assets']);
    for (const a of raw.assets) {
      expect(a.exifInfo).toBeUndefined();
      expect(a.people).toEqual([]);
      expect(a.stackCount).toBeNull();
      expect(a.isFavorite).toBe(false);
      expect(a).not.toHaveProperty('owner');
    }
    const memory = expectContract(MemorySchema, raw);
    expect(memory.type).toBe('on_this_day');
  });

  it('photos of a memory were taken on the memory’s day', async () => {
    const memory = expectContract(MemorySchema, await (await lib.call('GET', `/api/memories/${firstMemoryId()}`)).json());
    const day = memory.memoryAt.slice(0, 10);
    for (const a of memory.assets) expect(a.localDateTime.slice(0, 10)).toBe(day);
  });

  it('saves and marks as seen, and the change is in the next read', async () => {
    const id = firstMemoryId();
    const seenAt = '2026-01-02T03:04:05.000Z';
    const res = await lib.call('PUT', `/api/memories/${id}`, { body: { isSaved: true, seenAt } });
    expect(res.status).toBe(200);
    const updated = expectContract(MemorySchema, await res.json());
    expect(updated.isSaved).toBe(true);
    expect(updated.seenAt).toBe(seenAt);
    const again = expectContract(MemorySchema, await (await lib.call('GET', `/api/memories/${id}`)).json());
    expect(again.isSaved).toBe(true);
  });

  it('rejects a malformed id, an unknown id, someone else’s memory and a bad update', async () => {
    await expectError(await lib.call('GET', '/api/memories/not-a-uuid'), 400, ['id must be a UUID']);
    await expectError(await lib.call('GET', '/api/memories/4f1c7a1e-2b8d-4c39-9e57-0d3a3b1f6a11'), 400, 'Not found or no memory.read access');
    await expectError(await lib.call('GET', `/api/memories/${firstMemoryId()}`, { user: 'maya' }), 400, 'Not found or no memory.read access');
    await expectError(await lib.call('PUT', `/api/memories/${firstMemoryId()}`, { body: { isSaved: 'yes', seenAt: 'yesterday' } }), 400, ['isSaved must be a boolean value', 'seenAt must be a Date instance']);
    await expectError(await lib.call('PUT', `/api/memories/${firstMemoryId()}`, { body: '{"isSaved":' }), 400);
  });

  it('needs credentials, answering 401 like the real server', async () => {
    const res = await lib.call('GET', '/api/memories', { user: null });
    await expectError(res, 401, 'Authentication required');
  });
});
