import { useState, type CSSProperties } from 'react';
import { userProfileImageUrl, type User } from '@/api';
import { useI18n } from '@/i18n';
import { initials } from '@/lib/initials';
import styles from './avatar.module.css';

/** The server's `avatarColor` names; anything else (a newer server's colour) shows as `primary`. */
const palette: ReadonlySet<string> = new Set(['primary', 'pink', 'red', 'yellow', 'blue', 'green', 'purple', 'orange', 'gray', 'amber']);

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The user to show (any `User`-shaped value: owner, album member, activity author). */
  user: Pick<User, 'id' | 'name' | 'email' | 'profileImagePath'> & { avatarColor: string };
  /** Diameter in CSS px. Default 32. */
  sizePx?: number;
  /**
   * Whether the avatar names the user to assistive tech. Default false: an avatar usually sits
   * next to the visible name, so it is decorative.
   */
  labelled?: boolean;
}

/**
 * A round user avatar: the profile image when the user has one, else their initials on their
 * `avatarColor` (a failed image also falls back to the initials).
 */
export function Avatar({ user, sizePx = 32, labelled = false }: AvatarProps) {
  const { formatLocale } = useI18n();
  const [failedFor, setFailedFor] = useState<string | undefined>(undefined);
  const hasImage = user.profileImagePath.trim() !== '' && failedFor !== user.id;
  const colour = palette.has(user.avatarColor) ? user.avatarColor : 'primary';
  const style: CSSProperties = {
    width: sizePx,
    height: sizePx,
    fontSize: Math.max(10, Math.round(sizePx * 0.4)),
    background: `var(--avatar-${colour})`,
    color: `var(--avatar-${colour}-text)`,
  };
  const label = labelled ? user.name || user.email : undefined;

  if (hasImage) {
    return (
      <img
        className={styles.avatar}
        style={style}
        src={userProfileImageUrl(user.id)}
        alt={label ?? ''}
        width={sizePx}
        height={sizePx}
        decoding="async"
        onError={() => setFailedFor(user.id)}
      />
    );
  }
  return (
    <span
      className={styles.avatar}
      style={style}
      data-color={colour}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {initials(user.name, user.email, formatLocale)}
    </span>
  );
}
