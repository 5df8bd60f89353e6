// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bodyOf, setupApiTests } from '@/test/api';
import bucket202511 from '../test-fixtures/immich-v2.7.5/get-timeline-bucket-2025-11.json';
import buckets from '../test-fixtures/immich-v2.7.5/get-timeline-buckets.json';
import { getDroppedItemReports } from './reports';
import { TimeBucketListSchema, TimeBucketPhotosSchema } from './timeline';

setupApiTests();

/** A v3 month of an album: two photos and a 4.5 s video (duration in milliseconds), one stacked. */
function v3Bucket(): Record<string, unknown[]> {
  return {
    id: ['a1', 'a2', 'a3'],
    isImage: [true, false, true],
    ratio: [1.5, 0.5625, null],
    thumbhash: ['aCgOFYh4iIh/d3h0iHiIifVyfAmX', null, 'I6gFXYhoiKmPepZ5dqhmh3dwdiCX'],
    fileCreatedAt: ['2026-03-01T23:30:00', '2026-03-01T10:00:00', '2026-03-01T09:00:00'],
    localOffsetHours: [5.5, 0, -3],
    duration: [null, 4500, null],
    isFavorite: [false, true, false],
    visibility: ['timeline', 'timeline', 'timeline'],
    stack: [null, null, ['s1', '3']],
  };
}

describe('TimeBucketListSchema', () => {
  it('accepts the real v2.7.5 months, newest first', () => {
    const months = TimeBucketListSchema.parse(bodyOf(buckets));
    expect(months).toHaveLength(13);
    expect(months[0]).toEqual({ timeBucket: '2025-11-01', count: 7 });
  });
});

describe('TimeBucketPhotosSchema', () => {
  it('turns the real v2.7.5 columns into photos, in the server order', () => {
    const photos = TimeBucketPhotosSchema.parse(bodyOf(bucket202511));
    expect(photos.map((p) => p.id)).toEqual(bucket202511.body.id);
    // 02:27 UTC in Portland (UTC-8) is 18:27 the evening before, on the camera's clock
    expect(photos[0]).toEqual({
      id: '154b639a-a9ef-4d12-b7ab-acee4d412251',
      isVideo: false,
      aspectRatio: 1.333,
      thumbhash: 'aCgOFYh4iIh/d3h0iHiIifVyfAmX',
      isFavorite: false,
      durationSeconds: 0,
      stackCount: 0,
      localDateTime: '2025-11-24T18:27:00.000Z',
    });
    expect(photos[4]?.localDateTime).toBe('2025-11-24T17:05:00.000Z');
    expect(photos[6]?.isFavorite).toBe(true);
    expect(getDroppedItemReports()).toEqual([]);
  });

  it('reads v3 columns: durations in milliseconds, fractional offsets, stacks, a missing ratio', () => {
    const [photo, video, stacked] = TimeBucketPhotosSchema.parse(v3Bucket());
    expect(photo).toMatchObject({ localDateTime: '2026-03-02T05:00:00.000Z', aspectRatio: 1.5, durationSeconds: 0 });
    expect(video).toMatchObject({ isVideo: true, durationSeconds: 4.5, thumbhash: undefined, isFavorite: true, aspectRatio: 0.5625 });
    expect(stacked).toMatchObject({ stackCount: 3, aspectRatio: 1, localDateTime: '2026-03-01T06:00:00.000Z' });
  });

  it('reads a v2 duration string and a date-time that carries its zone', () => {
    const [video] = TimeBucketPhotosSchema.parse({
      id: ['v'],
      isImage: [false],
      fileCreatedAt: ['2024-06-01T12:00:00+00:00'],
      localOffsetHours: [2],
      duration: ['0:01:05.500000'],
    });
    expect(video).toMatchObject({ durationSeconds: 65.5, localDateTime: '2024-06-01T14:00:00.000Z', isFavorite: false, stackCount: 0 });
  });

  it('drops and reports a photo it cannot read, keeping the others', () => {
    const columns = v3Bucket();
    columns.id![1] = 42;
    columns.fileCreatedAt![2] = 'yesterday';
    const photos = TimeBucketPhotosSchema.parse(columns);
    expect(photos.map((p) => p.id)).toEqual(['a1']);
    const [report] = getDroppedItemReports();
    expect(report).toMatchObject({ path: 'bucket', dropped: 2, total: 3 });
    expect(report?.issues).toEqual(['id[1]: expected a string', 'fileCreatedAt[2]: not a date-time']);
  });

  it('is bad data when there are no columns at all', () => {
    expect(TimeBucketPhotosSchema.safeParse([{ id: 'a1' }]).success).toBe(false);
    expect(TimeBucketPhotosSchema.safeParse({ ratio: [1] }).error?.issues[0]?.path).toEqual(['id']);
  });
});
