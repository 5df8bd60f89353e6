import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { AssetSchema, PeopleListSchema, PersonSchema } from '../../src/api/schemas';
import { expectContract, expectError } from '../test/contract';
import { openTestLibrary, type TestLibrary } from '../test/library';

let lib: TestLibrary;
const person = (name: string): string => (lib.db.prepare('SELECT id FROM people WHERE name = ?').get(name) as { id: string }).id;
beforeAll(async () => {
  lib = await openTestLibrary();
});
afterAll(() => lib.close());

describe('people', () => {
  it('lists visible people with total and hidden counts', async () => {
    const list = expectContract(PeopleListSchema, await (await lib.call('GET', '/api/people')).json());
    expect(list.hidden).toBe(1);
    expect(list.total).toBe(list.people.length + 1);
    expect(list.people.some((p) => p.name === '')).toBe(true);
    expect(list.people.some((p) => p.birthDate === undefined)).toBe(true);
    const withHidden = expectContract(PeopleListSchema, await (await lib.call('GET', '/api/people?withHidden=true')).json());
    expect(withHidden.people).toHaveLength(list.total);
  });

  it('answers one person with the v1.106 keys', async () => {
    const raw = (await (await lib.call('GET', `/api/people/${person('Ella Rivera')}`)).json()) as Record<string, unknown>;
    expect(Object.keys(raw)).toEqual(['id', 'name', 'birthDate', 'thumbnailPath', 'isHidden']);
    expect(expectContract(PersonSchema, raw).name).toBe('Ella Rivera');
  });

  it('serves a face thumbnail, and 404 for a person without one', async () => {
    const res = await lib.call('GET', `/api/people/${person('Ella Rivera')}/thumbnail`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500);
    await expectError(await lib.call('GET', `/api/people/${person('Felix Brandt')}/thumbnail`), 404);
  });

  it('rejects malformed and unknown ids, and other users’ people', async () => {
    await expectError(await lib.call('GET', '/api/people/xyz/assets'), 400, ['id must be a UUID']);
    await expectError(await lib.call('GET', '/api/people/4f1c7a1e-2b8d-4c39-9e57-0d3a3b1f6a11/assets'), 400, 'Not found or no person.read access');
    await expectError(await lib.call('GET', `/api/people/${person('Ella Rivera')}`, { user: 'maya' }), 400, 'Not found or no person.read access');
  });
});

describe('GET /people/{id}/assets', () => {
  it('lists the person’s assets newest first, without archived or trashed ones, with only that person', async () => {
    const id = person('Ella Rivera');
    const res = await lib.call('GET', `/api/people/${id}/assets`);
    expect(res.status).toBe(200);
    const raw = (await res.json()) as Record<string, unknown>[];
    const assets = expectContract(z.array(AssetSchema), raw);
    expect(assets.length).toBeGreaterThan(3);
    const dates = assets.map((a) => a.fileCreatedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const hidden = lib.db.prepare('SELECT a.id FROM assets a JOIN faces f ON f.asset_id = a.id WHERE f.person_id = ? AND (a.is_archived = 1 OR a.is_trashed = 1)').all(id) as { id: string }[];
    expect(hidden.length).toBeGreaterThan(0);
    for (const h of hidden) expect(assets.map((a) => a.id)).not.toContain(h.id);
    for (const a of assets) {
      expect(a.people?.map((p) => p.id)).toEqual([id]);
      expect(a.people?.[0]?.faces.length).toBeGreaterThan(0);
      expect(a.exifInfo).toBeDefined();
      expect(a.isFavorite).toBe(false);
    }
    expect(Object.keys(raw[0]!)).toContain('unassignedFaces');
  });

  it('face boxes lie inside the preview they were measured on', async () => {
    const assets = expectContract(z.array(AssetSchema), await (await lib.call('GET', `/api/people/${person('Ella Rivera')}/assets`)).json());
    for (const a of assets) {
      for (const f of a.people![0]!.faces) {
        expect(f.boundingBoxX1).toBeGreaterThanOrEqual(0);
        expect(f.boundingBoxX2).toBeLessThanOrEqual(f.imageWidth);
        expect(f.boundingBoxY2).toBeLessThanOrEqual(f.imageHeight);
        expect(Math.max(f.imageWidth, f.imageHeight)).toBeLessThanOrEqual(1440);
      }
    }
  });

  it('answers an empty list for a person with no photos', async () => {
    const res = await lib.call('GET', `/api/people/${person('Felix Brandt')}/assets`);
    expect(await res.json()).toEqual([]);
  });
});
