// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, fixtures, setupApiTests } from '@/test/api';
import { ids, specActivity } from '@/test/spec-samples';
import v2Activities from '../test-fixtures/immich-v2.7.5/get-activities.json';
import v2Statistics from '../test-fixtures/immich-v2.7.5/get-activities-statistics.json';
import v2Comment201 from '../test-fixtures/immich-v2.7.5/post-activity-comment-201.json';
import {
  ActivityListSchema,
  ActivitySchema,
  ActivityStatisticsSchema,
  CreateActivityBodySchema,
} from './activity';

setupApiTests();

describe('ActivitySchema', () => {
  it('accepts a spec-shaped activity and the real 201 and duplicate-like 200 bodies', () => {
    expect(ActivitySchema.parse(specActivity())).toMatchObject({ type: 'comment', assetId: ids.asset });
    const comment = ActivitySchema.parse(bodyOf(fixtures.comment201));
    expect(comment.assetId).toBeUndefined();
    expect(comment.comment).toBe('What a great weekend!');
    expect(ActivitySchema.parse(bodyOf(fixtures.likeDuplicate200)).comment).toBeUndefined();
  });

  it('accepts the real list, oldest first as sent', () => {
    const list = ActivityListSchema.parse(bodyOf(fixtures.activities));
    expect(list).toHaveLength(6);
    expect(list[2]?.comment).toBe('Love this one 😍');
  });

  it('fails on an unknown type: a comment or a like, nothing else', () => {
    expect(ActivitySchema.safeParse(specActivity({ type: 'reaction' })).error?.issues[0]?.path).toEqual(['type']);
  });

  it.each([
    ['a missing assetId key', { assetId: undefined }, 'Activity.assetId', { assetId: undefined }],
    ['a createdAt without offset', { createdAt: '2025-06-02 10:00' }, 'Activity.createdAt', { createdAt: '' }],
    ['a user without avatarColor', { user: { id: 'u', name: 'n', email: 'e', profileImagePath: '' } }, 'User.avatarColor', { user: { id: 'u', name: 'n', email: 'e', profileImagePath: '', avatarColor: 'primary' } }],
    ['a user that is not an object', { user: 'dana' }, 'Activity.user', { user: { id: '', name: '', email: '', profileImagePath: '', avatarColor: 'primary' } }],
  ])('degrades %s to that field’s unknown, the comment kept', (_label, overrides, field, expected) => {
    const input = specActivity(overrides);
    if ('assetId' in overrides && overrides.assetId === undefined) delete input.assetId;
    expect(ActivitySchema.parse(input)).toMatchObject({ id: ids.activity, comment: 'Lovely light', ...expected });
    expect(vi.mocked(console.warn).mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining(`[keepsake] ${field}: `)]);
  });
});

describe('ActivityStatisticsSchema', () => {
  it('accepts {comments} and {comments, likes}', () => {
    expect(ActivityStatisticsSchema.parse(bodyOf(fixtures.activityStats))).toEqual({ comments: 4 });
    expect(ActivityStatisticsSchema.parse({ comments: 1, likes: 2 })).toEqual({ comments: 1, likes: 2 });
  });

  it('fails on a negative count', () => {
    expect(ActivityStatisticsSchema.safeParse({ comments: -1 }).error?.issues[0]?.path).toEqual(['comments']);
  });
});

describe('CreateActivityBodySchema', () => {
  it('trims comments and drops the comment of a like', () => {
    expect(CreateActivityBodySchema.parse({ albumId: ids.album, type: 'comment', comment: '  hi  ' }).comment).toBe('hi');
    expect(CreateActivityBodySchema.parse({ albumId: ids.album, type: 'like', comment: 'x' }).comment).toBeUndefined();
  });

  it.each([
    ['a non-UUID albumId', { albumId: 'album-1', type: 'like' }, ['albumId']],
    ['a non-UUID assetId', { albumId: ids.album, assetId: 'a', type: 'like' }, ['assetId']],
    ['an unknown type', { albumId: ids.album, type: 'love' }, ['type']],
    ['an empty comment', { albumId: ids.album, type: 'comment', comment: '   ' }, ['comment']],
    ['a comment without text', { albumId: ids.album, type: 'comment' }, ['comment']],
    ['a comment over 5,000 characters', { albumId: ids.album, type: 'comment', comment: 'x'.repeat(5001) }, ['comment']],
  ])('refuses %s', (_label, body, path) => {
    expect(CreateActivityBodySchema.safeParse(body).error?.issues[0]?.path).toEqual(path);
  });
});

describe('activities of v2.7.5 (unchanged on v3)', () => {
  it('accepts the real list, the comment just posted and the statistics with likes', () => {
    const list = ActivityListSchema.parse(bodyOf(v2Activities));
    expect(list.map((a) => [a.type, a.user.name, a.assetId === undefined])).toEqual(
      v2Activities.body.map((a) => [a.type, a.user.name, a.assetId === null]),
    );
    expect(list.find((a) => a.type === 'like')?.comment).toBeUndefined();
    expect(ActivitySchema.parse(bodyOf(v2Comment201))).toMatchObject({ comment: 'What a great weekend!', type: 'comment', assetId: undefined });
    expect(ActivityStatisticsSchema.parse(bodyOf(v2Statistics))).toEqual({ comments: 4, likes: 3 });
  });
});

