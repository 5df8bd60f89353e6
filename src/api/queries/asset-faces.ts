import type { Asset } from '../schemas/asset';
import type { AssetFace } from '../schemas/face';
import type { AssetPerson } from '../schemas/person';

/** Who a face becomes: a person (id and name, and what else the cache knows of them), or nobody. */
export type FaceTarget = Pick<AssetPerson, 'id' | 'name'> & Partial<AssetPerson>;

/**
 * The asset as it is once face `faceId` is `target`'s, or removed from the photo (`target`
 * `null`): the face's box carries its new person, the old person leaves `people` when it was their
 * last face on the asset, and the new one joins it (with this face) when they were not there.
 * Returns a new asset; `asset` is left as it was (it is the rollback).
 */
export function moveFace(asset: Asset, faceId: string, target: FaceTarget | null): Asset {
  const face = asset.faces.find((f) => f.id === faceId);
  if (!face) return asset;
  const { person: _old, ...box } = face;
  const moved: AssetFace | undefined = target ? { ...box, person: { id: target.id, name: target.name } } : undefined;
  const faces = asset.faces.flatMap((f) => (f.id !== faceId ? [f] : moved ? [moved] : []));

  const people: AssetPerson[] = [];
  let joined = false;
  for (const person of asset.people ?? []) {
    const own = person.faces.filter((f) => f.id !== faceId);
    if (target && person.id === target.id) {
      people.push({ ...person, faces: [...own, box] });
      joined = true;
    } else if (own.length < person.faces.length) {
      // the face was theirs: they stay only while another of their faces is on the photo
      if (own.length > 0) people.push({ ...person, faces: own });
    } else people.push(person);
  }
  if (target && !joined) {
    people.push({ birthDate: undefined, isHidden: false, thumbnailPath: "", ...target, faces: [box] });
  }
  return { ...asset, faces, people };
}
