import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../capabilities';
import { AssetSchema } from '../schemas/asset';
import { setRemovedFields } from '../schemas/reports';
import recorded from '../test-fixtures/immich-v2.7.5/get-asset-unassigned-face.json';
import { moveFace } from './asset-faces';

setRemovedFields([...capabilitiesOf({ major: 2, minor: 7, patch: 5 }).removedAssetFields].map((field) => `Asset.${field}`));

// A real v2.7.5 asset: Amara Okafor's face, and one face assigned to nobody.
const asset = AssetSchema.parse(recorded.body);
const amara = { id: 'c779f7eb-289b-4778-a76b-63f8880fb306', name: 'Amara Okafor' };
const amaraFace = asset.people![0]!.faces[0]!.id;
const nobodysFace = 'c47ff072-6170-4db1-a71c-44c69aa08504';
const ella = { id: '0d4e52c6-0000-4000-8000-000000000001', name: 'Ella' };

describe('moveFace', () => {
  it('reads the recording as one named and one unnamed face', () => {
    expect(asset.faces.map((f) => f.person?.name)).toEqual(['Amara Okafor', undefined]);
  });

  it('names a face nobody had: the box carries the person, who joins the people with that face', () => {
    const after = moveFace(asset, nobodysFace, ella);
    expect(after.faces.find((f) => f.id === nobodysFace)?.person).toEqual(ella);
    const joined = after.people!.find((p) => p.id === ella.id);
    expect(joined?.faces.map((f) => f.id)).toEqual([nobodysFace]);
    expect(joined?.faces[0]).not.toHaveProperty('person');
    expect(after.people!.map((p) => p.id)).toEqual([amara.id, ella.id]);
  });

  it('moves a person’s last face on the photo: they leave the people, the other joins', () => {
    const after = moveFace(asset, amaraFace, ella);
    expect(after.people!.map((p) => p.id)).toEqual([ella.id]);
    expect(after.faces.filter((f) => f.person?.id === amara.id)).toEqual([]);
  });

  it('adds the face to a person already on the photo rather than listing them twice', () => {
    const after = moveFace(asset, nobodysFace, amara);
    expect(after.people!.map((p) => [p.id, p.faces.length])).toEqual([[amara.id, 2]]);
    expect(after.faces.every((f) => f.person?.id === amara.id)).toBe(true);
  });

  it('removes a face from the photo: its box is gone, and its person with it', () => {
    const after = moveFace(asset, amaraFace, null);
    expect(after.faces.map((f) => f.id)).toEqual([nobodysFace]);
    expect(after.people).toEqual([]);
  });

  it('leaves the asset it was given as it was, so it can be put back', () => {
    const before = structuredClone(asset);
    moveFace(asset, amaraFace, ella);
    expect(asset).toEqual(before);
  });

  it('returns the same asset for a face it does not have', () => {
    expect(moveFace(asset, 'no-such-face', ella)).toBe(asset);
  });
});
