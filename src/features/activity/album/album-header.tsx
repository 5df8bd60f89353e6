import type { Album } from '@/api';
import { Avatar } from '@/components/avatar';
import { useI18n } from '@/i18n';
import styles from './album-page.module.css';
import { dateTimeFormat } from '@/lib/intl-formats';

/** Props of {@link AlbumHeader}. */
export interface AlbumHeaderProps {
  album: Album;
}

function dateRange(album: Album, locale: string): string | undefined {
  if (!album.startDate) return undefined;
  // Album dates are the photos' times; show the calendar days only.
  const fmt = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const start = new Date(album.startDate);
  const end = album.endDate ? new Date(album.endDate) : start;
  return fmt.formatRange(start, end);
}

/** Name, description, owner and members, photo count and dates. */
export function AlbumHeader({ album }: AlbumHeaderProps) {
  const { t, rich, formatLocale } = useI18n();
  const people = [{ user: album.owner, role: 'owner' as const }, ...album.albumUsers];
  const range = dateRange(album, formatLocale);
  return (
    <header className={styles.header}>
      <h1 className={styles.title} tabIndex={-1}>
        {/* Names and descriptions keep their own direction inside the page's (<bdi>): an English
            title's punctuation stays at its end on a right-to-left page. */}
        <bdi>{album.albumName || t('activity.album.untitled')}</bdi>
      </h1>
      {album.description && <p className={styles.description}>
          <bdi>{album.description}</bdi>
        </p>}
      <p className={styles.facts}>
        <span>{t('activity.album.photoCount', { count: album.assetCount })}</span>
        {range && <span>{range}</span>}
      </p>
      <ul className={styles.people} aria-label={t('activity.album.people')}>
        {people.map(({ user, role }) => (
          <li key={user.id} className={styles.person}>
            <Avatar user={user} sizePx={28} />
            <span>
              {rich('activity.album.member', {
                name: <bdi>{user.name || user.email}</bdi>,
                role: (
                  <span className={styles.role}>
                    {role === 'owner' ? t('activity.album.role.owner') : role === 'viewer' ? t('activity.album.role.viewer') : t('activity.album.role.editor')}
                  </span>
                ),
              })}
            </span>
          </li>
        ))}
      </ul>
    </header>
  );
}
