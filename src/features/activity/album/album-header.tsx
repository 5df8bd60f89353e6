import type { Album } from '@/api';
import { Avatar } from '@/components/avatar';
import styles from './album-page.module.css';

/** Props of {@link AlbumHeader}. */
export interface AlbumHeaderProps {
  album: Album;
}

function dateRange(album: Album): string | undefined {
  if (!album.startDate) return undefined;
  // Album dates are the photos' times; show the calendar days only.
  const fmt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
  const start = new Date(album.startDate);
  const end = album.endDate ? new Date(album.endDate) : start;
  return fmt.formatRange(start, end);
}

/** Name, description, owner and members, photo count and dates. */
export function AlbumHeader({ album }: AlbumHeaderProps) {
  const people = [{ user: album.owner, role: 'owner' as const }, ...album.albumUsers];
  const range = dateRange(album);
  const count = album.assetCount;
  return (
    <header className={styles.header}>
      <h1 className={styles.title} tabIndex={-1}>
        {album.albumName || 'Untitled album'}
      </h1>
      {album.description && <p className={styles.description}>{album.description}</p>}
      <p className={styles.facts}>
        <span>{count === 1 ? '1 photo' : `${count.toLocaleString()} photos`}</span>
        {range && <span>{range}</span>}
      </p>
      <ul className={styles.people} aria-label="Owner and members">
        {people.map(({ user, role }) => (
          <li key={user.id} className={styles.person}>
            <Avatar user={user} sizePx={28} />
            <span>
              {user.name || user.email}
              <span className={styles.role}>{role === 'owner' ? ' (owner)' : role === 'viewer' ? ' (can view)' : ' (can edit)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </header>
  );
}
