import type { ReactNode } from 'react';
import { isApiError } from '@/api';
import { ErrorState } from '@/components/error-state';
import { PageSection } from '@/components/page-section/page-section';
import { Skeleton } from '@/components/skeleton';
import { useI18n } from '@/i18n';
import styles from './memories-page.module.css';

/** What a section shows: its query's state, reduced to what the section needs. */
export interface SectionState {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  retry: () => void;
}

/** A section's state from its query and the memories it shows. */
export function stateOf(query: { isPending: boolean; error: unknown; refetch: () => unknown }, shown: readonly unknown[]): SectionState {
  return { isPending: query.isPending, error: query.error, isEmpty: shown.length === 0, retry: () => void query.refetch() };
}

/** Props of {@link MemorySection}. */
export interface MemorySectionProps {
  id: string;
  title: string;
  /** after the title: a count, or the disclosure of a collapsed section */
  aside?: ReactNode;
  /** its query's state; none for a section that has nothing to load yet (folded): its heading only */
  state?: SectionState;
  /** what the section is for and when it fills, shown while it is empty */
  empty: string;
  children: ReactNode;
}

/**
 * One titled section of the memories page, in the state its query is in: skeleton cards while
 * loading (announced once), an error with a way forward, what the section is for while empty, or
 * its cards. A server fault (`GET /memories` answers 500 on Immich before ~v1.109) is said quietly.
 */
export function MemorySection({ id, title, aside, state, empty, children }: MemorySectionProps) {
  const { t } = useI18n();
  return (
    <PageSection headingId={`memories-${id}`} title={title} aside={aside} busy={state?.isPending} loadingLabel={t('memory.memories.loading')}>
      {!state ? null : state.isPending ? (
        <ul className={styles.skeletons} aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton aspectRatio={3 / 4} />
              <Skeleton shape="text" width="70%" />
            </li>
          ))}
        </ul>
      ) : state.error ? (
        isApiError(state.error) && state.error.kind === 'server' ? (
          <p className={styles.empty}>{t('memory.memories.unavailable')}</p>
        ) : (
          <ErrorState error={state.error} onRetry={state.retry} headingLevel={3} compact />
        )
      ) : state.isEmpty ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        children
      )}
    </PageSection>
  );
}
