// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { capabilitiesOf } from '../capabilities';
import { setupApiTests } from '@/test/api';
import { ActivityListSchema, ActivitySchema, ActivityStatisticsSchema } from './activity';
import { AlbumListSchema, AlbumSchema } from './album';
import { AssetSchema } from './asset';
import { LoginResponseSchema } from './auth';
import { ErrorBodySchema } from './error-body';
import { BulkIdResultListSchema, MemoryListSchema, MemorySchema } from './memory';
import { AssetFaceListSchema, PeopleListSchema, PersonSchema, PersonSearchSchema, PersonStatisticsSchema } from './person';
import { getDroppedItemReports, setRemovedFields } from './reports';
import { SearchMetadataResponseSchema } from './search';
import { ServerVersionSchema } from './server';
import { TimeBucketListSchema, TimeBucketPhotosSchema } from './timeline';
import { UserSchema } from './user';

setupApiTests();

beforeEach(() => {
  // what the query layer tells the reports once it knows the server is v2.7.5
  setRemovedFields([...capabilitiesOf({ major: 2, minor: 7, patch: 5 }).removedAssetFields].map((field) => `Asset.${field}`));
});

/** One recorded exchange of the real v2.7.5 server (README.md beside the files). */
interface Recorded {
  request: { method: string; path: string };
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const recorded = import.meta.glob<Recorded>('../test-fixtures/immich-v2.7.5/*.json', { eager: true, import: 'default' });
const byName = new Map(Object.entries(recorded).map(([path, value]) => [path.split('/').pop()!, value]));
const body = (name: string) => structuredClone(byName.get(name)!.body);

/** How each recorded answer is read: the schema of its endpoint (errors: the error body). */
const schemaOf: Record<string, z.ZodMiniType | 'binary' | 'empty'> = {
  'delete-face-204.json': 'empty',
  'get-people-page-size-2.json': PeopleListSchema,
  'get-search-person.json': PersonSearchSchema,
  'post-face-201.json': 'empty',
  'post-person-201.json': PersonSchema,
  'post-person-merge-200.json': BulkIdResultListSchema,
  'post-person-merge-self-400.json': ErrorBodySchema,
  'put-face-200.json': PersonSchema,
  'put-people-bulk-200.json': BulkIdResultListSchema,
  'put-person-birthdate-200.json': PersonSchema,
  'put-person-birthdate-future-400.json': ErrorBodySchema,
  'put-person-feature-face-bad-400.json': ErrorBodySchema,
  'put-person-name-200.json': PersonSchema,
  'put-person-other-user-400.json': ErrorBodySchema,
  'delete-activity-not-owner-400.json': ErrorBodySchema,
  'get-activities-statistics.json': ActivityStatisticsSchema,
  'get-activities.json': ActivityListSchema,
  'get-album-as-viewer-carol.json': AlbumSchema,
  'get-album.json': AlbumSchema,
  'get-albums-shared.json': AlbumListSchema,
  'get-asset-archived.json': AssetSchema,
  'get-asset-bad-uuid-400.json': ErrorBodySchema,
  'get-asset-faces-landscape.json': AssetSchema,
  'get-asset-orientation-6-face.json': AssetSchema,
  'get-asset-stack-primary.json': AssetSchema,
  'get-asset-unassigned-face.json': AssetSchema,
  'get-asset-unnamed-person.json': AssetSchema,
  'get-asset-video.json': AssetSchema,
  'get-faces-DSCF2556.json': AssetFaceListSchema,
  'get-faces-as-bob-album-member.json': AssetFaceListSchema,
  'get-memories-for-date-only.json': MemoryListSchema,
  'get-memories-for-now.json': MemoryListSchema,
  'get-memories-no-auth-401.json': ErrorBodySchema,
  'get-memories.json': MemoryListSchema,
  'get-memory-2024-seen.json': MemorySchema,
  'get-memory-2025.json': MemorySchema,
  'get-memory-unknown-id-400.json': ErrorBodySchema,
  'get-people.json': PeopleListSchema,
  'get-person-assets-404.json': ErrorBodySchema,
  'get-person-ella-statistics.json': PersonStatisticsSchema,
  'get-person-ella.json': PersonSchema,
  'get-server-info-version-404.json': ErrorBodySchema,
  'get-server-version.json': ServerVersionSchema,
  'get-timeline-bucket-2025-11.json': TimeBucketPhotosSchema,
  'get-timeline-buckets.json': TimeBucketListSchema,
  'get-users-me.json': UserSchema,
  'headers-get-asset-thumbnail-preview.json': 'binary',
  'headers-post-auth-login-201.json': LoginResponseSchema,
  'post-activity-comment-201.json': ActivitySchema,
  'post-activity-comment-missing-400.json': ErrorBodySchema,
  'post-search-metadata-person-ella-page-size-5.json': SearchMetadataResponseSchema,
  'post-search-metadata-person-ella-visibility-timeline.json': SearchMetadataResponseSchema,
  'post-search-metadata-person-ella.json': SearchMetadataResponseSchema,
  'post-search-metadata-size-too-big-400.json': ErrorBodySchema,
  'put-memory-seen-200.json': MemorySchema,
};

/** Every path at which a `null` survived parsing. */
function nullPaths(value: unknown, path = ''): string[] {
  if (value === null) return [path];
  if (typeof value !== 'object' || value === undefined) return [];
  return Object.entries(value).flatMap(([key, child]) => nullPaths(child, `${path}/${key}`));
}

describe('the real Immich v2.7.5 answers', () => {
  it('every recorded file has its schema here (a new recording needs one)', () => {
    expect([...byName.keys()].sort()).toEqual(Object.keys(schemaOf).sort());
  });

  it.each(Object.entries(schemaOf))('%s parses whole with its schema: nothing dropped, no drift, no null left', (name, schema) => {
    const exchange = byName.get(name)!;
    if (schema === 'binary') {
      expect(exchange.body).toBeUndefined();
      expect(exchange.headers?.['content-type']).toMatch(/^image\//);
      return;
    }
    if (schema === 'empty') {
      expect(exchange.body ?? undefined).toBeUndefined();
      expect([201, 204]).toContain(exchange.status);
      return;
    }
    expect(schema === ErrorBodySchema).toBe(exchange.status >= 400);
    const result = schema.safeParse(body(name));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(getDroppedItemReports()).toEqual([]);
    expect(vi.mocked(console.warn)).not.toHaveBeenCalled();
    expect(nullPaths(result.data)).toEqual([]);
  });
});

describe('what the v2.7.5 answers mean to the app', () => {
  it('assets: durations in seconds, upright width/height, stack object, every face boxed', () => {
    const video = AssetSchema.parse(body('get-asset-video.json'));
    expect(video).toMatchObject({ type: 'VIDEO', durationSeconds: 4, width: 640, height: 360 });
    const rotated = AssetSchema.parse(body('get-asset-orientation-6-face.json'));
    expect(rotated).toMatchObject({ width: 1080, height: 1920, durationSeconds: 0 });
    expect(rotated.exifInfo).toMatchObject({ exifImageWidth: 1920, exifImageHeight: 1080, orientation: '6' });
    const stacked = AssetSchema.parse(body('get-asset-stack-primary.json'));
    expect(stacked).toMatchObject({ stackCount: 2, stackInfo: { primaryAssetId: '933021ed-b679-4d85-bbf6-12c6862f951a', assetCount: 2 } });
    expect(stacked.faces.map((f) => f.person?.name)).toEqual(['June Rivera', 'Leo Rivera', 'Sam Rivera']);
    const unassigned = AssetSchema.parse(body('get-asset-unassigned-face.json'));
    expect(unassigned.faces.map((f) => f.person?.name)).toEqual(['Amara Okafor', undefined]);
  });

  it('search pages: the next page as a string, then null', () => {
    expect(SearchMetadataResponseSchema.parse(body('post-search-metadata-person-ella-page-size-5.json')).assets.nextPage).toBe('2');
    const all = SearchMetadataResponseSchema.parse(body('post-search-metadata-person-ella.json'));
    expect(all.assets.nextPage).toBeUndefined();
    expect(all.assets.items.every((a) => a.durationSeconds >= 0 && a.faces.length >= 0)).toBe(true);
  });

  it('faces of GET /faces: a person, or none for people the caller does not own', () => {
    expect(AssetFaceListSchema.parse(body('get-faces-DSCF2556.json'))[0]?.person?.name).toBe('Ella Rivera');
    expect(AssetFaceListSchema.parse(body('get-faces-as-bob-album-member.json')).map((f) => f.person)).toEqual([undefined, undefined, undefined]);
  });

  it('memories: showAt/hideAt kept, seenAt only once seen', () => {
    const seen = MemorySchema.parse(body('get-memory-2024-seen.json'));
    expect(seen).toMatchObject({ seenAt: '2026-11-24T01:34:20.503Z', showAt: '2026-11-23T00:00:00.000Z', hideAt: '2026-11-23T23:59:59.999Z' });
    const unseen = MemorySchema.parse(body('get-memory-2025.json'));
    expect(unseen.seenAt).toBeUndefined();
    expect(MemoryListSchema.parse(body('get-memories.json'))).toHaveLength(7);
    expect(MemoryListSchema.parse(body('get-memories-for-date-only.json'))).toHaveLength(4);
  });

  it('errors: the message (string or list) and the correlation id in the body', () => {
    expect(ErrorBodySchema.parse(body('get-asset-bad-uuid-400.json'))).toMatchObject({ message: ['id must be a UUID'], correlationId: 'r4s4ejh2' });
    expect(ErrorBodySchema.parse(body('get-memory-unknown-id-400.json')).message).toBe('Not found or no memory.read access');
  });
});
