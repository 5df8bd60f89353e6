// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, fixtures, setupApiTests } from '@/test/api';
import { specAssetPerson, specFace, v3AssetPerson, v3Face } from '@/test/spec-samples';
import { FaceSchema } from './face';
import { AssetFaceListSchema, AssetPersonSchema, PeopleListSchema, PersonSchema } from './person';
import { getDroppedItemReports } from './reports';

setupApiTests();

describe('PersonSchema', () => {
  it('accepts the real person and a spec-shaped one', () => {
    expect(PersonSchema.parse(bodyOf(fixtures.person))).toMatchObject({ name: 'Alice Martin', birthDate: '1990-04-15' });
    expect(AssetPersonSchema.parse(specAssetPerson()).faces).toHaveLength(1);
  });

  it('turns a null birthDate into undefined; a missing key is reported as drift', () => {
    expect(PersonSchema.parse({ ...bodyOf(fixtures.person), birthDate: null }).birthDate).toBeUndefined();
    expect(console.warn).not.toHaveBeenCalled();
    const { birthDate: _b, ...noKey } = bodyOf(fixtures.person);
    expect(PersonSchema.parse(noKey)).toMatchObject({ name: 'Alice Martin', birthDate: undefined });
    expect(vi.mocked(console.warn).mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('[keepsake] Person.birthDate: ')]);
  });

  it.each([
    ['a birthDate that is a date-time', { birthDate: '1990-04-15T00:00:00Z' }, 'birthDate', undefined],
    ['isHidden missing', { isHidden: undefined }, 'isHidden', false],
    ['a numeric name (an unnamed person)', { name: 7 }, 'name', ''],
  ])('degrades %s to that field’s unknown, the person kept', (_label, overrides, field, value) => {
    const person = PersonSchema.parse({ ...bodyOf(fixtures.person), ...overrides });
    expect(person).toMatchObject({ id: bodyOf(fixtures.person).id, [field]: value });
    expect(vi.mocked(console.warn).mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining(`[keepsake] Person.${field}: `)]);
  });

  it('accepts a person of an asset without faces (v3), as no faces', () => {
    const { faces: _f, ...noFaces } = specAssetPerson();
    expect(AssetPersonSchema.parse(noFaces).faces).toEqual([]);
    expect(AssetPersonSchema.parse({ ...noFaces, faces: null }).faces).toEqual([]);
    expect(AssetPersonSchema.parse(v3AssetPerson())).toMatchObject({ name: 'Alice', faces: [] });
  });

  it('draws no boxes for a person with a malformed face (a box in the wrong place is worse than none)', () => {
    expect(AssetPersonSchema.parse({ ...specAssetPerson(), faces: [{ ...specFace(), id: 'f1' }] })).toMatchObject({ name: 'Alice', faces: [] });
    expect(String(vi.mocked(console.warn).mock.calls[0]?.[0])).toContain('Person.faces: Invalid UUID at [0].id');
  });
});

describe('FaceSchema', () => {
  it('accepts integer boxes with a UUID id', () => {
    expect(FaceSchema.parse(specFace()).imageWidth).toBe(1080);
  });

  it.each([
    ['id', 'not-a-uuid'],
    ['imageHeight', 1440.5],
    ['boundingBoxY2', '360'],
  ])('fails on a bad %s', (field, value) => {
    expect(FaceSchema.safeParse({ ...specFace(), [field]: value }).error?.issues[0]?.path).toEqual([field]);
  });
});

describe('PeopleListSchema', () => {
  it('accepts the real list (null birth dates, an unnamed person)', () => {
    const list = PeopleListSchema.parse(bodyOf(fixtures.people));
    expect(list.total).toBe(3);
    expect(list.people.map((p) => p.name)).toEqual(['Alice Martin', 'Bob', '']);
    expect(list.people[1]?.birthDate).toBeUndefined();
  });

  it('drops a person without a usable id and reports it', () => {
    const body = bodyOf(fixtures.people);
    const people = body.people.map((p, i) => (i === 1 ? { ...p, id: 2 } : p));
    expect(PeopleListSchema.parse({ ...body, people }).people).toHaveLength(2);
    expect(getDroppedItemReports()[0]).toMatchObject({ path: 'people', dropped: 1, total: 3 });
  });

  it('fails when the counts are missing', () => {
    const { total: _t, ...body } = bodyOf(fixtures.people);
    expect(PeopleListSchema.safeParse(body).error?.issues[0]?.path).toEqual(['total']);
  });
});

describe('AssetFaceListSchema (GET /faces?id=)', () => {
  it('accepts faces with a person and with `person: null` (a person the caller does not own)', () => {
    const faces = AssetFaceListSchema.parse([v3Face(), v3Face({ id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', person: null })]);
    expect(faces[0]?.person).toMatchObject({ name: 'Alice', birthDate: '1990-04-15' });
    expect(faces[1]?.person).toBeUndefined();
    expect(faces[1]).not.toHaveProperty('sourceType');
  });

  it('fails on a malformed face, naming it', () => {
    expect(AssetFaceListSchema.safeParse([v3Face({ boundingBoxX1: 1.5 })]).error?.issues[0]?.path).toEqual([0, 'boundingBoxX1']);
  });
});
