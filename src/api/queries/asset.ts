import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { AssetSchema, type Asset } from '../schemas/asset';
import type { AssetFace } from '../schemas/face';
import { AssetFaceListSchema, type AssetFaceResponse, type AssetPerson } from '../schemas/person';
import { serverCapabilities } from './server';

const seg = encodeURIComponent;

/**
 * The asset with its face boxes from `GET /faces?id=` (v3, where an asset's `people` carry no
 * `faces`), in the same shape as when they come inside the asset: each person's faces on that
 * person, in the order of `people`, then the faces of people the asset does not list, then the
 * unnamed faces (`person: null`: nobody, or a person the caller does not own). Returns a new asset.
 */
export function withFaces(asset: Asset, faces: readonly AssetFaceResponse[]): Asset {
  const byPerson = new Map<string, AssetFaceResponse[]>();
  const unnamed: AssetFace[] = [];
  for (const face of faces) {
    if (!face.person) {
      unnamed.push(boxOf(face, undefined));
      continue;
    }
    const list = byPerson.get(face.person.id);
    if (list) list.push(face);
    else byPerson.set(face.person.id, [face]);
  }
  const people: AssetPerson[] | undefined = asset.people?.map((person) => ({
    ...person,
    faces: (byPerson.get(person.id) ?? []).map((face) => boxOf(face, undefined)),
  }));
  const named: AssetFace[] = [];
  for (const person of people ?? []) {
    for (const face of person.faces) named.push({ ...face, person: { id: person.id, name: person.name } });
    byPerson.delete(person.id);
  }
  for (const list of byPerson.values()) for (const face of list) named.push(boxOf(face, face.person));
  return { ...asset, people, faces: [...named, ...unnamed] };
}

/** The box of a face of `GET /faces`, with `person` (id and name) or without. */
function boxOf(face: AssetFaceResponse, person: { id: string; name: string } | undefined): AssetFace {
  const { id, boundingBoxX1, boundingBoxX2, boundingBoxY1, boundingBoxY2, imageWidth, imageHeight } = face;
  const box = { id, boundingBoxX1, boundingBoxX2, boundingBoxY1, boundingBoxY2, imageWidth, imageHeight };
  return person ? { ...box, person: { id: person.id, name: person.name } } : box;
}

/** Assets: one asset in full (all `people[]` with their faces, every face box, full `exifInfo`). */
export const assetQueries = {
  /** Key prefix of every asset query, for invalidation. */
  all: () => ['assets'] as const,
  /**
   * GET /assets/{id}, and on servers whose assets carry no faces (v3) `GET /faces?id=` beside it:
   * one `Asset` with its face boxes either way.
   */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...assetQueries.all(), 'detail', id] as const,
      queryFn: async ({ signal, client }): Promise<Asset> => {
        const capabilities = await serverCapabilities(client);
        const asset = apiFetch(`/assets/${seg(id)}`, { schema: AssetSchema, signal });
        if (capabilities.hasFacesOnAsset) return asset;
        const [parsed, boxes] = await Promise.all([asset, client.fetchQuery(assetQueries.faces(id))]);
        return withFaces(parsed, boxes);
      },
    }),
  /**
   * GET /faces?id=: every face on the asset (any version). The detail reads it through this key on
   * servers whose assets carry no faces (v3), so faces asked for elsewhere (Then and Now) are not
   * asked for again when the viewer opens the photo.
   */
  faces: (id: string) =>
    queryOptions({
      queryKey: [...assetQueries.all(), 'faces', id] as const,
      queryFn: ({ signal }): Promise<AssetFaceResponse[]> => apiFetch('/faces', { query: { id }, schema: AssetFaceListSchema, signal }),
    }),
};
