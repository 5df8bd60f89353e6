import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '@/i18n';
import { onMemoryRemovalOutcome, startMemoryRemovals, undoMemoryRemoval, useMemoryRemovals, type MemoryRemoval } from './memory-removals';
import styles from './memory-removals-bar.module.css';

/** What the bar last said about a removal that ended. */
type Ended = { removal: MemoryRemoval; failed: boolean };

/**
 * "Photo removed from this memory. Undo" / "Memory deleted. Undo" for the few seconds before the
 * change is sent, on whichever signed-in page the user is; then that it was done, or that it failed
 * and the photo or memory is back. Starts the store of pending removals (what a previous page left
 * runs now). Always mounted: its lines are live regions.
 */
export function MemoryRemovalsBar() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { undoable } = useMemoryRemovals();
  const [ended, setEnded] = useState<Ended | undefined>(undefined);
  useEffect(() => startMemoryRemovals(queryClient), [queryClient]);
  useEffect(() => onMemoryRemovalOutcome(({ item, error }) => setEnded({ removal: item, failed: error !== undefined })), []);
  const last = undoable.at(-1);
  const isMemory = (r: MemoryRemoval) => r.kind === 'memory';

  let done = '';
  if (ended && !last) {
    if (ended.failed) done = isMemory(ended.removal) ? t('memory.remove.memoryFailed') : t('memory.remove.photoFailed');
    else done = isMemory(ended.removal) ? t('memory.remove.memoryDone') : t('memory.remove.photoDone');
  }
  return (
    <div className={styles.region}>
      <div role="status" className={last ? styles.bar : undefined}>
        {last && (
          <>
            <span>{isMemory(last) ? t('memory.remove.memoryPending') : t('memory.remove.photoPending')}</span>
            <button type="button" className="button button--quiet" onClick={() => undoMemoryRemoval(last)}>
              {t('memory.remove.undo')}
            </button>
          </>
        )}
      </div>
      <p role={ended?.failed ? 'alert' : 'status'} className={done ? `${styles.bar} ${ended?.failed ? styles.failed : ''}` : undefined}>
        {done && (
          <>
            <span>{done}</span>
            <button type="button" className="button button--quiet" onClick={() => setEnded(undefined)}>
              {t('memory.remove.dismiss')}
            </button>
          </>
        )}
      </p>
    </div>
  );
}
