/**
 * My like on the album or on one photo: the heart, backed by the LikeCoalescer so rapid clicks end
 * in the state of the last click with at most one like on the server. Likes go through the same
 * persisted, scoped mutations as comments, so an offline like waits and goes out in order.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Activity } from '@/api';
import { LikeCoalescer, type LikeSnapshot } from './like-coalescer';
import { useRemoveMutation, useSendMutation } from './outbox';

/** My like among the activities, for the album itself (no assetId) or for one photo. */
export function findMyLike(list: readonly Activity[] | undefined, authorId: string | undefined, assetId: string | undefined): Activity | undefined {
  if (!list || !authorId) return undefined;
  return list.find((a) => a.type === 'like' && a.user.id === authorId && (a.assetId ?? undefined) === assetId);
}

export interface LikeOptions {
  albumId: string;
  assetId?: string | undefined;
  authorId: string | undefined;
  list: readonly Activity[] | undefined;
}

export function useLike({ albumId, assetId, authorId, list }: LikeOptions): LikeSnapshot & { toggle: () => void } {
  const { mutateAsync: create } = useSendMutation(albumId);
  const { mutateAsync: remove } = useRemoveMutation(albumId);
  const serverLikeId = findMyLike(list, authorId, assetId)?.id;

  const [coalescer] = useState(() => new LikeCoalescer({ like: () => Promise.reject(new Error('not ready')), unlike: () => Promise.resolve() }, serverLikeId));

  useEffect(() => {
    if (!authorId) return;
    coalescer.setOperations({
      like: async () => {
        const now = Date.now();
        const { activity } = await create({
          clientId: crypto.randomUUID(),
          albumId,
          assetId,
          type: 'like',
          authorId,
          firstAttemptAt: now,
          priorMatchIds: [],
          verifyBeforePost: false,
        });
        return activity.id;
      },
      unlike: (likeId) => remove({ activityId: likeId, albumId, authorId }),
    });
  }, [albumId, assetId, authorId, coalescer, create, remove]);

  useEffect(() => coalescer.syncFromServer(serverLikeId), [coalescer, serverLikeId]);

  const snapshot = useSyncExternalStore(coalescer.subscribe, coalescer.getSnapshot);
  return { ...snapshot, toggle: () => coalescer.toggle() };
}
