import { useState } from 'react';
import { personThumbnailUrl, type Person } from '@/api';
import { ageAt, today } from '@/lib/age';
import { initials } from '@/lib/initials';
import { personLabel } from '@/lib/person-name';
import type { SortOrder } from './use-person-grid-source';
import styles from './person-page.module.css';
import { t } from '@/i18n';

/** Props of {@link PersonHeader}. */
export interface PersonHeaderProps {
  personId: string;
  /** undefined while loading */
  person: Person | undefined;
  /** undefined while the list loads; `soFar` while more pages are on their way (no total claimed) */
  counts: { photos: number; videos: number; soFar?: boolean } | undefined;
  order: SortOrder;
  onOrderChange: (order: SortOrder) => void;
}

const palette = ['primary', 'pink', 'red', 'blue', 'green', 'purple', 'orange', 'gray'] as const;
const number = new Intl.NumberFormat();
const birthFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

/** "1,234 photos · 12 videos" (videos left out when there are none). */
export function formatCounts(photos: number, videos: number): string {
  const p = `${number.format(photos)} ${photos === 1 ? 'photo' : 'photos'}`;
  return videos > 0 ? `${p} · ${number.format(videos)} ${videos === 1 ? 'video' : 'videos'}` : p;
}

/** The name to show: "Unnamed person" when nobody has named them yet. */
export function displayName(person: Pick<Person, 'name'> | undefined): string {
  return personLabel(person?.name, t('app.person.unnamed'));
}

function colourOf(id: string): string {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return palette[h % palette.length]!;
}

/** Face, name, counts, birth date with age, and the sort menu. */
export function PersonHeader({ personId, person, counts, order, onOrderChange }: PersonHeaderProps) {
  const [faceFailed, setFaceFailed] = useState(false);
  const name = displayName(person);
  const colour = colourOf(personId);
  const age = person?.birthDate ? ageAt(person.birthDate, today()) : undefined;

  return (
    <header className={styles.header}>
      {faceFailed ? (
        <span className={styles.face} aria-hidden style={{ background: `var(--avatar-${colour})`, color: `var(--avatar-${colour}-text)` }}>
          {person ? initials(person.name || '?') : ''}
        </span>
      ) : (
        <img className={styles.face} src={personThumbnailUrl(personId)} alt="" width={72} height={72} onError={() => setFaceFailed(true)} />
      )}
      <div className={styles.titles}>
        <h1 className={styles.name}>{person ? name : <span className={styles.nameLoading}>Loading…</span>}</h1>
        <p className={styles.meta}>
          {counts ? `${formatCounts(counts.photos, counts.videos)}${counts.soFar ? ' so far…' : ''}` : 'Counting photos…'}
          {person?.birthDate && (
            <>
              {' · '}
              <span>
                Born {birthFormat.format(new Date(`${person.birthDate}T00:00:00Z`))}
                {age !== undefined && ` (${age} ${age === 1 ? 'year' : 'years'} old)`}
              </span>
            </>
          )}
        </p>
      </div>
      <label className={styles.sort}>
        <span>Sort</span>
        <select value={order} onChange={(e) => onOrderChange(e.target.value === 'oldest' ? 'oldest' : 'newest')}>
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </select>
      </label>
    </header>
  );
}
