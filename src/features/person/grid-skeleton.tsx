import { useEffect } from 'react';
import { Skeleton } from '@/components/skeleton';
import { useI18n } from '@/i18n';
import { scheduleLayoutWarmUp } from './layout-warm-up';
import styles from './person-page.module.css';

// Widths of placeholder tiles (flex-grow weights): a justified look without real data.
const rows = [
  [1.5, 0.75, 1.33, 1, 1.5],
  [1, 1.33, 0.75, 1.5, 1.2],
  [0.75, 1.5, 1, 1.33, 1],
];

/** The grid's shape while the list loads: a month header and three rows of grey tiles. */
export function GridSkeleton() {
  // While the list loads, let the engine compile the layout code (ADR 106): the real pass over a
  // large list then runs optimised instead of in the interpreter.
  useEffect(() => scheduleLayoutWarmUp(), []);
  const { t } = useI18n();
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{t('person.page.loadingPhotos')}</span>
      <Skeleton shape="text" width="9rem" height="1.25rem" className={styles.skeletonHeader} />
      {rows.map((row, r) => (
        <div key={r} className={styles.skeletonRow} aria-hidden>
          {row.map((grow, i) => (
            <span key={i} style={{ flexGrow: grow }} className={styles.skeletonTile}>
              <Skeleton shape="rounded" height="100%" />
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
