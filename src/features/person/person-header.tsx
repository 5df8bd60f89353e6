import { useState } from 'react';
import { Link } from 'react-router';
import { personThumbnailUrl, type Person } from '@/api';
import { ageAt, today } from '@/lib/age';
import { initials } from '@/lib/initials';
import { personLabel } from '@/lib/person-name';
import type { SortOrder } from './use-person-grid-source';
import { t as translate, useI18n } from '@/i18n';
import styles from './person-page.module.css';
import { dateTimeFormat } from '@/lib/intl-formats';
import { personEditing } from './lazy-person-editing';
import edit from './edit/edit.module.css';

/** Props of {@link PersonHeader}. */
export interface PersonHeaderProps {
  personId: string;
  /** undefined while loading */
  person: Person | undefined;
  /** undefined while the list loads; `soFar` while more pages are on their way (no total claimed) */
  counts: { photos: number; videos: number; soFar?: boolean } | undefined;
  order: SortOrder;
  onOrderChange: (order: SortOrder) => void;
  /** the person's details could not be read: the heading says "This person" instead of waiting */
  failed?: boolean;
  /** the address of the person's Then and Now, when their photos span two years or more */
  thenAndNowTo?: string | undefined;
}

const palette = ['primary', 'pink', 'red', 'blue', 'green', 'purple', 'orange', 'gray'] as const;
/** "1,234 photos · 12 videos" (videos left out when there are none), in the reader's language. */
export function formatCounts(photos: number, videos: number, t = translate): string {
  return videos > 0 ? t('person.header.photosAndVideos', { photos, videos }) : t('person.header.photos', { photos });
}

/** The name to show: "Unnamed person" (in the reader's language) when nobody has named them yet. */
export function displayName(person: Pick<Person, 'name'> | undefined, t = translate): string {
  return personLabel(person?.name, t('app.person.unnamed'));
}

function colourOf(id: string): string {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return palette[h % palette.length]!;
}

/** Face, name, counts, birth date with age, and the sort menu. */
export function PersonHeader({ personId, person, counts, order, onOrderChange, failed = false, thenAndNowTo }: PersonHeaderProps) {
  // (a new cover is a new `updatedAt`: its image is tried again)
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const faceFailed = failedFor === (person?.updatedAt ?? '');
  const { t, formatLocale } = useI18n();
  const birthFormat = dateTimeFormat(formatLocale, { dateStyle: 'long', timeZone: 'UTC' });
  const counted = counts ? formatCounts(counts.photos, counts.videos, t) : undefined;
  const born = person?.birthDate ? birthFormat.format(new Date(`${person.birthDate}T00:00:00Z`)) : undefined;
  const colour = colourOf(personId);
  const age = person?.birthDate ? ageAt(person.birthDate, today()) : undefined;

  const meta = (
    <p className={styles.meta}>
      {counted === undefined ? t('person.header.counting') : counts?.soFar ? t('person.header.soFar', { count: counted }) : counted}
      {born !== undefined && (
        <>
          {' · '}
          <span>{age === undefined ? t('person.header.born', { date: born }) : t('person.header.bornWithAge', { date: born, age })}</span>
        </>
      )}
    </p>
  );

  return (
    <header className={styles.header}>
      {/* (the face waits for the person: its `updatedAt` is part of the image's address) */}
      {!person && !failed ? (
        <span className={styles.face} aria-hidden />
      ) : faceFailed ? (
        <span className={styles.face} aria-hidden style={{ background: `var(--avatar-${colour})`, color: `var(--avatar-${colour}-text)` }}>
          {person ? initials(person.name || '?') : ''}
        </span>
      ) : (
        <img className={styles.face} src={personThumbnailUrl(personId, person?.updatedAt)} alt="" width={72} height={72} onError={() => setFailedFor(person?.updatedAt ?? '')} />
      )}
      <div className={styles.titles}>
        {person ? (
          <personEditing.Component
            person={person}
            headingClassName={styles.name ?? ''}
            fallback={
              // drawn as the name editor and the menu draw them, but not theirs to use yet: nothing
              // moves, and nothing that could hold the focus goes away, when their code arrives
              <>
                <h1 className="visually-hidden">{displayName(person, t)}</h1>
                <div className={styles.name} aria-hidden>
                  {person.name || <span className={edit.addName}>{t('people.edit.addName')}</span>}
                </div>
                {meta}
                <div className={edit.actionsRow} aria-hidden>
                  <span className="button">{t('people.edit.more')}</span>
                </div>
              </>
            }
          >
            {meta}
          </personEditing.Component>
        ) : (
          <>
            <h1 className={styles.name}>{failed ? t('person.header.thisPerson') : <span className={styles.nameLoading}>{t('person.header.loading')}</span>}</h1>
            {meta}
          </>
        )}
      </div>
      {thenAndNowTo && (
        <Link className={`button ${styles.thenAndNow}`} to={thenAndNowTo}>
          {t('person.header.thenAndNow')}
        </Link>
      )}
      <label className={styles.sort}>
        <span>{t('person.header.sort')}</span>
        <select value={order} onChange={(e) => onOrderChange(e.target.value === 'oldest' ? 'oldest' : 'newest')}>
          <option value="newest">{t('person.header.newestFirst')}</option>
          <option value="oldest">{t('person.header.oldestFirst')}</option>
        </select>
      </label>
    </header>
  );
}
