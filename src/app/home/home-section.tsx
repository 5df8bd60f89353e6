import type { ReactNode } from 'react';
import styles from './home.module.css';

/** Props of {@link HomeSection}. */
interface HomeSectionProps {
  /** Id of the section's heading (and the section's accessible name). */
  id: string;
  title: string;
  /** Shown after the title, e.g. a count. */
  aside?: ReactNode;
  /** While loading: announced once as busy, with a hidden "Loading…" for screen readers. */
  busy?: boolean;
  children: ReactNode;
}

/** One titled section of the home page. */
export function HomeSection({ id, title, aside, busy = false, children }: HomeSectionProps) {
  const headingId = `home-${id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {busy && <p className="visually-hidden">Loading {title.toLowerCase()}…</p>}
      {children}
    </section>
  );
}
