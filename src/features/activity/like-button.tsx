import { useId } from 'react';
import { formatNumber, useI18n } from '@/i18n';
import type { ActivitySubject } from './model/subject';
import type { LikeState } from './model/use-like-state';

/** Props of {@link LikeButton}. */
export interface LikeButtonProps {
  like: LikeState;
  /** What is liked, for the accessible name: "Like this album" / "Like this photo" / "Like this video". */
  subject: ActivitySubject;
  enabled: boolean;
  /** Id of the text saying why activity is off (read with the button when it is disabled). */
  reasonId?: string | undefined;
  className?: string | undefined;
  /** Class of the heart when liked (the accent colour of the place the button sits in). */
  likedClassName?: string | undefined;
}

/** The heart with the like count. Every copy of it on a page shares one {@link LikeState}. */
export function LikeButton({ like, subject, enabled, reasonId, className, likedClassName }: LikeButtonProps) {
  const { t, formatLocale } = useI18n();
  const countId = useId();
  return (
    <button
      type="button"
      className={className}
      aria-pressed={like.isLiked}
      aria-label={t('activity.like.label', { subject })}
      aria-describedby={enabled || !reasonId ? countId : `${countId} ${reasonId}`}
      disabled={!enabled || like.isPending}
      onClick={like.toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={like.isLiked ? likedClassName : undefined}>
        <path
          d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.9 5 6.4 5c2 0 3.6 1.1 4.6 2.7h2C14 6.1 15.6 5 17.6 5c3.5 0 5.5 3.6 4 6.9C19.5 16.4 12 21 12 21z"
          fill={like.isLiked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span aria-hidden="true">{like.isPending ? '–' : formatNumber(like.count, formatLocale)}</span>
      <span id={countId} className="visually-hidden">
        {t('activity.like.count', { count: like.count })}
      </span>
    </button>
  );
}
