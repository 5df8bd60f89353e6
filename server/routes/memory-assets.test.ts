// DELETE /memories/{id}, PUT and DELETE /memories/{id}/assets, in both API modes.
import { describe, expect, it } from 'vitest';
import type { TestLibrary } from '../test/library';
import { expectError } from '../test/contract';
import { expectV3Error } from '../test/v3';
import { openLibraries, v1, v3, type Json } from './v3-test-setup';

openLibraries();

const UNKNOWN = '4f1c7a1e-2b8d-4c39-9e57-0d3a3b1f6a11';
const rows = (lib: TestLibrary, sql: string, ...args: unknown[]): string[] => (lib.db.prepare(sql).all(...args) as { id: string }[]).map((r) => r.id);
/** An on-this-day memory with at least `n` photos, and its photo ids in stored order. */
function memoryWith(lib: TestLibrary, n: number): { id: string; assets: string[] } {
  const id = rows(lib, "SELECT m.id FROM memories m WHERE type = 'on_this_day' AND (SELECT count(*) FROM memory_assets WHERE memory_id = m.id) >= ? ORDER BY memory_at DESC", n)[0]!;
  return { id, assets: rows(lib, 'SELECT asset_id AS id FROM memory_assets WHERE memory_id = ? ORDER BY position', id) };
}
const call = async (lib: TestLibrary, method: string, path: string, body?: unknown, user: 'demo' | 'maya' = 'demo'): Promise<{ status: number; body: unknown }> => {
  const res = await lib.call(method, path, { body, user });
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
};
const expectBad = (lib: TestLibrary, res: Response, message: string | string[]) => (lib === v3 ? expectV3Error(res, 400, message) : expectError(res, 400, message));

describe.each([
  ['v1.106', () => v1, 'memory.write'],
  ['v3', () => v3, 'memory.update'],
] as const)('%s: memory photos and deleting a memory', (_name, libOf, write) => {
  it('removes photos: 200 with one result per id; asking again answers not_found, never an error', async () => {
    const lib = libOf();
    const { id, assets } = memoryWith(lib, 3);
    const before = lib.db.prepare('SELECT updated_at FROM memories WHERE id = ?').get(id) as { updated_at: string };
    const ids = [assets[0]!, assets[1]!, UNKNOWN, assets[0]!];
    const first = await call(lib, 'DELETE', `/api/memories/${id}/assets`, { ids });
    expect(first).toEqual({ status: 200, body: [{ id: assets[0], success: true }, { id: assets[1], success: true }, { id: UNKNOWN, success: false, error: 'not_found' }, { id: assets[0], success: false, error: 'not_found' }] });
    const again = await call(lib, 'DELETE', `/api/memories/${id}/assets`, { ids: ids.slice(0, 2) });
    expect(again).toEqual({ status: 200, body: ids.slice(0, 2).map((x) => ({ id: x, success: false, error: 'not_found' })) });
    const memory = (await call(lib, 'GET', `/api/memories/${id}`)).body as Json;
    expect((memory.assets as Json[]).map((a) => a.id).sort()).toEqual(assets.slice(2).sort());
    expect(memory.updatedAt).not.toBe(before.updated_at);
    // the photos themselves stay in the library
    expect((await call(lib, 'GET', `/api/assets/${assets[0]}`)).status).toBe(200);
  });

  it('adds photos: success, duplicate (already in it, or twice in the list), no_permission (someone else’s or none)', async () => {
    const lib = libOf();
    const { id, assets } = memoryWith(lib, 1);
    const mine = rows(lib, 'SELECT id FROM assets WHERE owner_id = ? AND id NOT IN (SELECT asset_id FROM memory_assets WHERE memory_id = ?) AND is_trashed = 0 AND is_archived = 0 LIMIT 1', lib.userId('demo'), id)[0]!;
    const mayas = rows(lib, 'SELECT id FROM assets WHERE owner_id = ? LIMIT 1', lib.userId('maya'))[0]!;
    const res = await call(lib, 'PUT', `/api/memories/${id}/assets`, { ids: [mine, assets[0], mine, mayas, UNKNOWN] });
    expect(res).toEqual({ status: 200, body: [
      { id: mine, success: true },
      { id: assets[0], success: false, error: 'duplicate' },
      { id: mine, success: false, error: 'duplicate' },
      { id: mayas, success: false, error: 'no_permission' },
      { id: UNKNOWN, success: false, error: 'no_permission' },
    ] });
    const memory = (await call(lib, 'GET', `/api/memories/${id}`)).body as Json;
    expect((memory.assets as Json[]).some((a) => a.id === mine)).toBe(true);
    expect(await call(lib, 'PUT', `/api/memories/${id}/assets`, { ids: [] })).toEqual({ status: 200, body: [] });
  });

  it('a bad body or id is a 400 before anything is looked up; someone else’s or an unknown memory is 400 no access', async () => {
    const lib = libOf();
    const { id, assets } = memoryWith(lib, 1);
    for (const method of ['PUT', 'DELETE']) {
      await expectBad(lib, await lib.call(method, `/api/memories/${id}/assets`, { body: {} }), ['each value in ids must be a UUID', 'ids should not be empty', 'ids must be an array']);
      await expectBad(lib, await lib.call(method, `/api/memories/${id}/assets`, { body: { ids: ['nope', assets[0]] } }), ['each value in ids must be a UUID']);
      await expectBad(lib, await lib.call(method, `/api/memories/${id}/assets`, { body: { ids: assets[0] } }), ['ids must be an array']);
      await expectBad(lib, await lib.call(method, `/api/memories/not-a-uuid/assets`, { body: { ids: [] } }), ['id must be a UUID']);
      expect((await lib.call(method, `/api/memories/${id}/assets`, { body: '{"ids":' })).status).toBe(400);
    }
    await expectBad(lib, await lib.call('PUT', `/api/memories/${id}/assets`, { body: { ids: [assets[0]] }, user: 'maya' }), 'Not found or no memory.read access');
    await expectBad(lib, await lib.call('DELETE', `/api/memories/${id}/assets`, { body: { ids: [assets[0]] }, user: 'maya' }), `Not found or no ${write} access`);
    await expectBad(lib, await lib.call('DELETE', `/api/memories/${UNKNOWN}/assets`, { body: { ids: [assets[0]] } }), `Not found or no ${write} access`);
    expect(rows(lib, 'SELECT asset_id AS id FROM memory_assets WHERE memory_id = ? ORDER BY position', id)).toEqual(assets);
  });

  it('deletes a memory: 204 and no body; it is gone from the list and from its id; again (or someone else’s) is 400 no access', async () => {
    const lib = libOf();
    const { id, assets } = memoryWith(lib, 1);
    await expectBad(lib, await lib.call('DELETE', `/api/memories/${id}`, { user: 'maya' }), 'Not found or no memory.delete access');
    const res = await lib.call('DELETE', `/api/memories/${id}`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(((await call(lib, 'GET', '/api/memories')).body as Json[]).some((m) => m.id === id)).toBe(false);
    await expectBad(lib, await lib.call('GET', `/api/memories/${id}`), 'Not found or no memory.read access');
    await expectBad(lib, await lib.call('DELETE', `/api/memories/${id}`), 'Not found or no memory.delete access');
    await expectBad(lib, await lib.call('DELETE', '/api/memories/nope'), ['id must be a UUID']);
    // the row is gone with its photo links (Immich deletes, it does not trash); the photos stay
    expect(rows(lib, 'SELECT id FROM memories WHERE id = ?', id)).toEqual([]);
    expect(rows(lib, 'SELECT asset_id AS id FROM memory_assets WHERE memory_id = ?', id)).toEqual([]);
    expect(rows(lib, 'SELECT id FROM assets WHERE id = ?', assets[0])).toEqual([assets[0]]);
  });
});
