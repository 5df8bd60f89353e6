import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { AssetSchema, PersonSchema, SearchMetadataResponseSchema } from '../../src/api/schemas';
import { expectContract, expectError } from '../test/contract';
import { openTestLibrary, type TestLibrary } from '../test/library';

let lib: TestLibrary;
let ella = '';
beforeAll(async () => {
  lib = await openTestLibrary();
  ella = (lib.db.prepare("SELECT id FROM people WHERE name = 'Ella Rivera'").get() as { id: string }).id;
});
afterAll(() => lib.close());

const search = (body: unknown): Promise<Response> => lib.call('POST', '/api/search/metadata', { body });

describe('POST /search/metadata', () => {
  it('pages through a person’s assets with nextPage, matching /people/{id}/assets', async () => {
    const expected = (await (await lib.call('GET', `/api/people/${ella}/assets`)).json()) as { id: string }[];
    const seen: string[] = [];
    let page: string | undefined = '1';
    while (page) {
      const res = await search({ personIds: [ella], withExif: true, page: Number(page), size: 2 });
      expect(res.status).toBe(200);
      const body = expectContract(SearchMetadataResponseSchema, await res.json());
      body.assets.items.forEach((a) => {
        expect(a.exifInfo).toBeDefined();
        seen.push(a.id);
      });
      page = body.assets.nextPage ?? undefined;
    }
    expect(seen).toEqual(expected.map((a) => a.id));
  });

  it('leaves EXIF out unless asked', async () => {
    const raw = (await (await search({ personIds: [ella], size: 1 })).json()) as { assets: { items: Record<string, unknown>[] } };
    expect(raw.assets.items[0]).not.toHaveProperty('exifInfo');
  });

  it.each([
    [{ personIds: 'x' }, ['personIds must be an array']],
    [{ personIds: ['x'] }, ['each value in personIds must be a UUID']],
    [{ size: 0 }, ['size must not be less than 1']],
    [{ size: 1001 }, ['size must not be greater than 1000']],
    [{ page: 1.5 }, ['page must be an integer number']],
    [{ withExif: 'yes' }, ['withExif must be a boolean value']],
  ])('rejects %j', async (body, messages) => {
    await expectError(await search(body), 400, messages);
  });
});

describe('synthetic people for the benchmark', () => {
  it('generates N real-shaped assets with one face each, whose files answer', async () => {
    const res = await lib.call('POST', '/api/keepsake/synthetic-person', { body: { count: 1234 } });
    expect(res.status).toBe(201);
    const { personId } = (await res.json()) as { personId: string };
    const again = await lib.call('POST', '/api/keepsake/synthetic-person', { body: { count: 1234 } });
    expect(((await again.json()) as { personId: string }).personId).toBe(personId);
    expectContract(PersonSchema, await (await lib.call('GET', `/api/people/${personId}`)).json());
    const assets = expectContract(z.array(AssetSchema), await (await lib.call('GET', `/api/people/${personId}/assets`)).json());
    expect(assets).toHaveLength(1234);
    expect(new Set(assets.map((a) => a.id)).size).toBe(1234);
    const dates = assets.map((a) => a.fileCreatedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const a of [assets[0]!, assets[1233]!]) {
      expect(a.people?.[0]?.id).toBe(personId);
      expect(a.people?.[0]?.faces).toHaveLength(1);
      const thumb = await lib.call('GET', `/api/assets/${a.id}/thumbnail`);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      expectContract(AssetSchema, await (await lib.call('GET', `/api/assets/${a.id}`)).json());
    }
    const page = expectContract(SearchMetadataResponseSchema, await (await search({ personIds: [personId], page: 2, size: 1000, withExif: true })).json());
    expect(page.assets.items).toHaveLength(234);
    expect(page.assets.nextPage).toBeUndefined();
    // the synthetic person stays out of the people list
    const people = (await (await lib.call('GET', '/api/people?withHidden=true')).json()) as { people: { id: string }[] };
    expect(people.people.map((p) => p.id)).not.toContain(personId);
  });

  it('refuses bad counts and other users', async () => {
    await expectError(await lib.call('POST', '/api/keepsake/synthetic-person', { body: { count: 0 } }), 400, ['count must not be less than 1']);
    await expectError(await lib.call('POST', '/api/keepsake/synthetic-person', { body: {} }), 400, ['count must be an integer number']);
    const { personId } = (await (await lib.call('POST', '/api/keepsake/synthetic-person', { body: { count: 10 } })).json()) as { personId: string };
    await expectError(await lib.call('GET', `/api/people/${personId}/assets`, { user: 'maya' }), 400, 'Not found or no person.read access');
    const id = `5e1f5e1f-0fff-4000-8000-000000000001`;
    await expectError(await lib.call('GET', `/api/assets/${id}/thumbnail`), 400, 'Not found or no asset.view access');
  });
});
