import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { assetThumbnailUrl, type Activity } from '@/api';
import { Avatar } from '@/components/avatar';
import { useI18n } from '@/i18n';
import { personLabel } from '@/lib/person-name';
import { RelativeTimeLabel } from '../relative-time-label';
import { useEscape } from '../use-escape';
import styles from './activity-list.module.css';

/** Props of {@link ActivityItem}. */
export interface ActivityItemProps {
  activity: Activity;
  /** Link to the photo it is about; given on the album panel only (a small thumbnail links there). */
  photoHref?: string | undefined;
  /** The text of the link to the photo ("Open the photo IMG_1.jpg"). */
  photoLinkLabel?: string | undefined;
  /** Shown when I may remove it (mine, or any when I own the album). */
  onRemove?: (() => void) | undefined;
}

/** One comment or like: avatar, name, plain text with line breaks kept, relative time. */
export function ActivityItem({ activity, photoHref, photoLinkLabel, onRemove }: ActivityItemProps) {
  const { t, rich } = useI18n();
  // (a user with neither name nor email, e.g. a field the server sent malformed, is unnamed)
  const name = personLabel(activity.user.name || activity.user.email, t('app.person.unnamed'));
  const isLike = activity.type === 'like';
  return (
    // Focusable by script only: the "New comments" pill moves focus to the first new one.
    <li className={isLike ? `${styles.item} ${styles.like}` : styles.item} data-activity-id={activity.id} tabIndex={-1}>
      <Avatar user={activity.user} sizePx={isLike ? 24 : 32} />
      <div className={styles.body}>
        <p className={styles.meta}>
          {isLike ? (
            <span>
              <HeartGlyph />{' '}
              {activity.assetId
                ? rich('activity.item.likedPhoto', { name: <strong dir="auto">{name}</strong> })
                : rich('activity.item.likedAlbum', { name: <strong dir="auto">{name}</strong> })}
            </span>
          ) : (
            <strong className={styles.name} dir="auto">
              {name}
            </strong>
          )}
          <span className={styles.time}>
            <RelativeTimeLabel dateTime={String(activity.createdAt)} />
          </span>
        </p>
        {/* Plain text only: React escapes it; white-space: pre-wrap keeps the line breaks; it runs in
            its own direction (an English comment on a right-to-left page reads left to right). */}
        {!isLike && (
          <p className={styles.text} dir="auto">
            {activity.comment}
          </p>
        )}
      </div>
      {photoHref && activity.assetId && (
        <Link to={photoHref} className={styles.photo} aria-label={photoLinkLabel}>
          <img src={assetThumbnailUrl(activity.assetId, 'thumbnail')} alt="" width={40} height={40} loading="lazy" decoding="async" />
        </Link>
      )}
      {onRemove && <ItemMenu label={t('activity.item.actions', { type: activity.type, name })} onRemove={onRemove} isLike={isLike} />}
    </li>
  );
}

/** The "⋯" menu of an item; `label` names the menu button ("Actions for comment by Ana"). */
function ItemMenu({ label, onRemove, isLike }: { label: string; onRemove: () => void; isLike: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  useEscape(ref, () => setOpen(false), open);
  // The list scrolls and clips what overflows it: near its end (above the composer) the menu opens
  // upwards, where there is room. Measured before the first paint of the open menu.
  useLayoutEffect(() => {
    const el = popover.current;
    const box = el?.closest('[role="region"]')?.getBoundingClientRect();
    const button = ref.current?.getBoundingClientRect();
    if (!open || !el || !box || !button) return;
    const above = el.getBoundingClientRect().bottom > box.bottom && button.top - box.top > box.bottom - button.bottom;
    el.dataset.placement = above ? 'above' : 'below';
  }, [open]);
  return (
    <div
      className={styles.menu}
      ref={ref}
      onBlur={(e) => {
        // Close when focus leaves the menu (click elsewhere, Tab away).
        if (open && !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={`button button--quiet ${styles.menuButton}`}
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <div id={id} ref={popover} className={styles.menuPopover}>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setOpen(false);
              onRemove();
            }}
          >
            {isLike ? t('activity.item.removeLike') : t('activity.item.removeComment')}
          </button>
        </div>
      )}
    </div>
  );
}

/** A small filled heart, decorative. */
export function HeartGlyph({ filled = true }: { filled?: boolean }) {
  return (
    <svg className={styles.heart} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.9 5 6.4 5c2 0 3.6 1.1 4.6 2.7h2C14 6.1 15.6 5 17.6 5c3.5 0 5.5 3.6 4 6.9C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
