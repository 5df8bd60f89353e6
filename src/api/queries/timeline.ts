import { apiFetch } from '../client';
import type { AlbumPhoto } from '../schemas/album';
import { TimeBucketListSchema, TimeBucketPhotosSchema } from '../schemas/timeline';

/** Which photos of the timeline: those of one album. */
export interface TimelineFilter {
  albumId: string;
}

/** Months fetched at the same time (a browser opens about six connections per server). */
const PARALLEL_BUCKETS = 4;

/**
 * Every photo of an album through the timeline endpoints (v2+), how Immich's own web app lists an
 * album on v3, where `GET /albums/{id}` no longer carries them: `GET /timeline/buckets?albumId=`
 * for the months, then `GET /timeline/bucket?albumId=&timeBucket=` for each (at most
 * {@link PARALLEL_BUCKETS} at once). Newest first, as the server orders them.
 */
export async function fetchTimelinePhotos({ albumId }: TimelineFilter, signal?: AbortSignal): Promise<AlbumPhoto[]> {
  const buckets = await apiFetch('/timeline/buckets', { schema: TimeBucketListSchema, signal, query: { albumId } });
  const months: AlbumPhoto[][] = new Array<AlbumPhoto[]>(buckets.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < buckets.length && !failed) {
      const index = next++;
      const timeBucket = buckets[index]!.timeBucket;
      try {
        months[index] = await apiFetch('/timeline/bucket', { schema: TimeBucketPhotosSchema, signal, query: { albumId, timeBucket } });
      } catch (error) {
        failed = true; // no further month is asked for: the list fails as a whole
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BUCKETS, buckets.length) }, worker));
  return months.flat();
}
