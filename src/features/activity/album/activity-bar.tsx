import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { activityQueries, type Album, type AlbumPhoto } from '@/api';
import { useI18n } from '@/i18n';
import { LikeButton } from '../like-button';
import { activitySubject } from '../model/subject';
import type { LikeState } from '../model/use-like-state';
import styles from './activity-bar.module.css';

/** Props of {@link ActivityBar}. */
export interface ActivityBarProps {
  album: Album;
  /** The album's photos (to tell a video from a photo). */
  photos: readonly AlbumPhoto[];
  /** My like here, shared with the panel's heart (one state, shown in both places). */
  like: LikeState;
  /** The photo the bar is about; absent for the album. */
  assetId?: string | undefined;
  isPanelOpen: boolean;
  /** Id of the panel the comment button opens. */
  panelId: string;
  onTogglePanel: () => void;
}

/** The floating bar: my heart with the like count, and the comment button with the comment count. */
export function ActivityBar({ album, photos, like, assetId, isPanelOpen, panelId, onTogglePanel }: ActivityBarProps) {
  const { t } = useI18n();
  const reasonId = useId();
  const albumId = album.id;
  const list = useQuery(activityQueries.list({ albumId, assetId }));
  const stats = useQuery(activityQueries.statistics({ albumId, assetId }));
  const enabled = album.isActivityEnabled;
  const subject = activitySubject(photos, assetId);
  // The fresher of the two answers: the list when a poll or a send has refreshed it since the count.
  const listed = list.data && list.dataUpdatedAt >= stats.dataUpdatedAt ? list.data.filter((a) => a.type === 'comment').length : undefined;
  const comments = listed ?? stats.data?.comments ?? (list.data ?? []).filter((a) => a.type === 'comment').length;

  return (
    <div className={styles.wrap}>
      {!enabled && (
        <span id={reasonId} className={styles.off}>
          {t('activity.bar.off')}
        </span>
      )}
      {like.error !== undefined && (
        <span className={styles.error} role="alert">
          {t('activity.like.failed')}
        </span>
      )}
      <div className={styles.bar} role="group" aria-label={t('activity.subject.activity', { subject })}>
        <LikeButton like={like} subject={subject} enabled={enabled} reasonId={reasonId} className={styles.button} likedClassName={styles.liked} />
        <button type="button" className={styles.button} aria-expanded={isPanelOpen} aria-controls={panelId} onClick={onTogglePanel}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          <span>{t('activity.bar.comments', { count: comments })}</span>
        </button>
      </div>
    </div>
  );
}
