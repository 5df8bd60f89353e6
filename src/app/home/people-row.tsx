import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { personQueries, personThumbnailUrl } from '@/api';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/skeleton';
import { Thumbnail } from '@/components/thumbnail';
import { personLabel } from '@/lib/person-name';
import { formatNumber, useI18n } from '@/i18n';
import { PageSection } from '@/components/page-section/page-section';
import card from '@/components/card/card.module.css';
import styles from './home.module.css';

/**
 * Real libraries can have thousands of people; the row shows the first ones (servers list the most
 * photographed first) and says how many more there are.
 */
export const PEOPLE_SHOWN_MAX = 60;

/** The people the server recognised (hidden ones left out): face thumbnail and name. */
export function PeopleRow() {
  const { t } = useI18n();
  const people = useQuery(personQueries.list());
  const visible = people.data?.people.filter((person) => !person.isHidden) ?? [];
  const shown = visible.slice(0, PEOPLE_SHOWN_MAX);

  return (
    <PageSection
      headingId="home-people"
      title={t('app.home.people.title')}
      loadingLabel={t('app.home.people.loading')}
      busy={people.isPending}
      aside={
        <>
          {people.isSuccess && visible.length > 0 && (
            <span className={styles.count}>
              {shown.length < visible.length
                ? t('app.home.people.shownOf', { shown: formatNumber(shown.length), total: formatNumber(visible.length) })
                : formatNumber(visible.length)}
            </span>
          )}{' '}
          <Link to="/people">{t('app.home.people.seeAll')}</Link>
        </>
      }
    >
      {people.isPending ? (
        <ul className={styles.strip} aria-hidden>
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} className={styles.personCard}>
              <Skeleton shape="circle" aspectRatio={1} />
              <Skeleton shape="text" width="60%" />
            </li>
          ))}
        </ul>
      ) : people.isError ? (
        <ErrorState error={people.error} onRetry={() => void people.refetch()} headingLevel={3} compact />
      ) : visible.length === 0 ? (
        <p className={styles.empty}>{t('app.home.people.empty')}</p>
      ) : (
        <ul className={styles.strip}>
          {shown.map((person, index) => (
            <li key={person.id} className={styles.personCard}>
              <Link to={`/people/${person.id}`} className={card.link}>
                <Thumbnail
                  src={personThumbnailUrl(person.id, person.updatedAt)}
                  alt=""
                  aspectRatio={1}
                  shape="circle"
                  fallback={t('app.home.people.noFace')}
                  eager={index < 6}
                />
                <span className={person.name ? styles.personName : `${styles.personName} ${styles.unnamed}`}>
                  {personLabel(person.name, t('app.person.unnamed'))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
