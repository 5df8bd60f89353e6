// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { bodyOf, fixtures, setupApiTests } from '@/test/api';
import { ActivityListSchema, ActivitySchema, ActivityStatisticsSchema } from './activity';
import { AlbumSchema } from './album';
import { AssetSchema } from './asset';
import { ErrorBodySchema } from './error-body';
import { MemorySchema } from './memory';
import { PeopleListSchema, PersonSchema } from './person';
import { tolerantArray } from './tolerant-array';
import { UserSchema } from './user';

setupApiTests();

/** Every path at which a `null` survived parsing. */
function nullPaths(value: unknown, path = ''): string[] {
  if (value === null) return [path];
  if (typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => nullPaths(child, `${path}/${key}`));
}

const cases: [string, z.ZodMiniType, unknown][] = [
  ['activities', ActivityListSchema, bodyOf(fixtures.activities)],
  ['activity 201', ActivitySchema, bodyOf(fixtures.comment201)],
  ['like 200', ActivitySchema, bodyOf(fixtures.likeDuplicate200)],
  ['statistics', ActivityStatisticsSchema, { ...bodyOf(fixtures.activityStats), likes: null }],
  ['album', AlbumSchema, bodyOf(fixtures.album)],
  ['asset', AssetSchema, bodyOf(fixtures.asset)],
  ['memory', MemorySchema, bodyOf(fixtures.memory)],
  ['people', PeopleListSchema, bodyOf(fixtures.people)],
  ['person', PersonSchema, { ...bodyOf(fixtures.person), birthDate: null }],
  ['person assets', tolerantArray(AssetSchema), bodyOf(fixtures.personAssets)],
  ['me', UserSchema, bodyOf(fixtures.me)],
  ['error body', ErrorBodySchema, { message: 'x', error: null, statusCode: null, correlationId: null }],
];

describe('null never passes the boundary', () => {
  it.each(cases)('%s: the real-server body (v1.106.4, nulls included) parses without a null left anywhere', (_label, schema, body) => {
    expect(nullPaths(body).length).toBeGreaterThan(0);
    const result = schema.safeParse(body);
    expect(result.error).toBeUndefined();
    expect(nullPaths(result.data)).toEqual([]);
  });
});
