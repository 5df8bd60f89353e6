import type { ReactNode } from 'react';
import styles from './page-section.module.css';

/** Props of {@link PageSection}. */
export interface PageSectionProps {
  /** Id of the section's heading (the section's accessible name). */
  headingId: string;
  title: string;
  /** Shown after the title: a count, a link, a disclosure. */
  aside?: ReactNode;
  /** While loading: the section is busy, and `loadingLabel` is said to screen readers once. */
  busy?: boolean;
  loadingLabel?: string;
  children: ReactNode;
}

/** One titled section of a page (home, memories), named by its heading. */
export function PageSection({ headingId, title, aside, busy = false, loadingLabel, children }: PageSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {aside}
      </div>
      {busy && loadingLabel && <p className="visually-hidden">{loadingLabel}</p>}
      {children}
    </section>
  );
}
