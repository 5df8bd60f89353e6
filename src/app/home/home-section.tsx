import type { ReactNode } from 'react';
import styles from './home.module.css';

/** Props of {@link HomeSection}. */
interface HomeSectionProps {
  /** Id of the section's heading (and the section's accessible name). */
  id: string;
  title: string;
  /** Said to screen readers while `busy` ("Loading albums…"). */
  loadingLabel: string;
  /** Shown after the title, e.g. a count. */
  aside?: ReactNode;
  /** While loading: announced once as busy, with the hidden `loadingLabel` for screen readers. */
  busy?: boolean;
  children: ReactNode;
}

/** One titled section of the home page. */
export function HomeSection({ id, title, loadingLabel, aside, busy = false, children }: HomeSectionProps) {
  const headingId = `home-${id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {busy && <p className="visually-hidden">{loadingLabel}</p>}
      {children}
    </section>
  );
}
