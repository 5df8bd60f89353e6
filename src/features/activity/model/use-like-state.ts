/**
 * Everything a heart needs (my like, the count, whether it can be used yet), computed once per
 * album or photo. The page calls it once and hands the result to every heart it shows (the floating
 * bar and the panel header), so both run on the same LikeCoalescer and always agree.
 */
import { useQuery } from '@tanstack/react-query';
import { activityQueries } from '@/api';
import { useLike } from './use-like';

/** Options of {@link useLikeState}. */
export interface LikeStateOptions {
  albumId: string;
  /** The photo; absent for the album-level like. */
  assetId?: string | undefined;
  /** My user id; the heart cannot send before it is known. */
  authorId: string | undefined;
}

/** The state of one heart, shared by every place that shows it. */
export interface LikeState {
  isLiked: boolean;
  /** The last like request failed. */
  error: unknown;
  /** Likes at this level (album or photo), with mine as shown. */
  count: number;
  /** The list is still loading: the count is unknown and the heart waits. */
  isPending: boolean;
  toggle: () => void;
}

/** My like and the like count of the album (no assetId) or of one photo. */
export function useLikeState({ albumId, assetId, authorId }: LikeStateOptions): LikeState {
  const list = useQuery(activityQueries.list({ albumId, assetId }));
  const like = useLike({ albumId, assetId, authorId, list: list.data });
  // Likes of this level only: the album heart counts album likes, a photo's heart that photo's.
  const likes = (list.data ?? []).filter((a) => a.type === 'like' && (a.assetId ?? undefined) === assetId);
  const serverLiked = likes.some((a) => a.user.id === authorId);
  const count = likes.length - (serverLiked ? 1 : 0) + (like.isLiked ? 1 : 0);
  return { isLiked: like.isLiked, error: like.error, count, isPending: list.isPending, toggle: like.toggle };
}
