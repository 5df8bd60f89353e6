import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { activityQueries, type Album, type User } from '@/api';
import { useLike } from '../model/use-like';
import styles from './activity-bar.module.css';

/** Props of {@link ActivityBar}. */
export interface ActivityBarProps {
  album: Album;
  me: User;
  /** The photo the bar is about; absent for the album. */
  assetId?: string | undefined;
  isPanelOpen: boolean;
  /** Id of the panel the comment button opens. */
  panelId: string;
  onTogglePanel: () => void;
}

/** The floating bar: my heart with the like count, and the comment button with the comment count. */
export function ActivityBar({ album, me, assetId, isPanelOpen, panelId, onTogglePanel }: ActivityBarProps) {
  const reasonId = useId();
  const countId = useId();
  const albumId = album.id;
  const list = useQuery(activityQueries.list({ albumId, assetId }));
  const stats = useQuery(activityQueries.statistics({ albumId, assetId }));
  const like = useLike({ albumId, assetId, authorId: me.id, list: list.data });
  const enabled = album.isActivityEnabled;

  // Likes of this level only: the album heart counts album likes, a photo's heart that photo's.
  const likes = (list.data ?? []).filter((a) => a.type === 'like' && (a.assetId ?? undefined) === assetId);
  const serverLiked = likes.some((a) => a.user.id === me.id);
  const likeCount = likes.length - (serverLiked ? 1 : 0) + (like.isLiked ? 1 : 0);
  const comments = stats.data?.comments ?? (list.data ?? []).filter((a) => a.type === 'comment').length;
  const what = assetId ? 'this photo' : 'this album';

  return (
    <div className={styles.wrap}>
      {!enabled && (
        <span id={reasonId} className={styles.off}>
          Comments and likes are off for this album
        </span>
      )}
      {like.error !== undefined && (
        <span className={styles.error} role="alert">
          Your like could not be saved. Try again.
        </span>
      )}
      <div className={styles.bar} role="group" aria-label={assetId ? 'Photo activity' : 'Album activity'}>
        <button
          type="button"
          className={styles.button}
          aria-pressed={like.isLiked}
          aria-label={`Like ${what}`}
          aria-describedby={enabled ? countId : `${countId} ${reasonId}`}
          disabled={!enabled || list.isPending}
          onClick={like.toggle}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={like.isLiked ? styles.liked : undefined}>
            <path
              d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.9 5 6.4 5c2 0 3.6 1.1 4.6 2.7h2C14 6.1 15.6 5 17.6 5c3.5 0 5.5 3.6 4 6.9C19.5 16.4 12 21 12 21z"
              fill={like.isLiked ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
          <span aria-hidden="true">{list.isPending ? '–' : likeCount}</span>
          <span id={countId} className="visually-hidden">
            {likeCount === 1 ? '1 like' : `${likeCount} likes`}
          </span>
        </button>
        <button type="button" className={styles.button} aria-expanded={isPanelOpen} aria-controls={panelId} onClick={onTogglePanel}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          <span>{comments === 1 ? '1 comment' : `${comments} comments`}</span>
        </button>
      </div>
    </div>
  );
}
