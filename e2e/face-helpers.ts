import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** A person as `GET /people` lists them. */
export interface WirePerson {
  id: string;
  name: string;
  isHidden: boolean;
}

/** A face as `GET /faces?id=` answers it (both API modes of the demo service). */
interface WireFaceWithPerson {
  id: string;
  person: { id: string; name: string } | null;
}

export async function listPeople(request: APIRequestContext): Promise<WirePerson[]> {
  const res = await request.get('/api/people?withHidden=true');
  expect(res.ok(), `GET /people: ${res.status()}`).toBe(true);
  return ((await res.json()) as { people: WirePerson[] }).people;
}

/** The ids of a person's photos on their page, newest first. */
export async function photoIds(request: APIRequestContext, personId: string): Promise<string[]> {
  const res = await request.post('/api/search/metadata', { data: { personIds: [personId], visibility: 'timeline', size: 1000 } });
  expect(res.ok(), `search: ${res.status()}`).toBe(true);
  return ((await res.json()) as { assets: { items: { id: string }[] } }).assets.items.map((a) => a.id);
}

export async function facesOn(request: APIRequestContext, assetId: string): Promise<WireFaceWithPerson[]> {
  const res = await request.get(`/api/faces?id=${assetId}`);
  expect(res.ok(), `GET /faces: ${res.status()}`).toBe(true);
  return (await res.json()) as WireFaceWithPerson[];
}

/**
 * A photo of the signed-in user's with a face the server found and assigned to no one, found on
 * the pages of the people with the fewest photos first, with the person whose page shows it.
 */
export async function photoWithNobodysFace(request: APIRequestContext): Promise<{ personId: string; assetId: string; faceId: string }> {
  const people = (await listPeople(request)).filter((p) => p.name && !p.isHidden).reverse();
  for (const person of people) {
    for (const assetId of await photoIds(request, person.id)) {
      const nobodys = (await facesOn(request, assetId)).find((f) => f.person === null);
      if (nobodys) return { personId: person.id, assetId, faceId: nobodys.id };
    }
  }
  throw new Error('the demo library has no face assigned to no one left');
}

/** How many photos show the person (`GET /people/{id}/statistics`). */
export async function photoCount(request: APIRequestContext, personId: string): Promise<number> {
  const res = await request.get(`/api/people/${personId}/statistics`);
  expect(res.ok(), `statistics: ${res.status()}`).toBe(true);
  return ((await res.json()) as { assets: number }).assets;
}
