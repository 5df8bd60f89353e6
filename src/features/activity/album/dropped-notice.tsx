import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '@/i18n';
import { AuthorMismatchError, createActivityKey, SendSchema } from '../model/outbox';
import styles from './album-page.module.css';

/**
 * Sends queued on this device by another account (found after a reload as someone else) are never
 * sent; this says so, visibly, until dismissed.
 */
export function DroppedNotice({ albumId }: { albumId: string }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const dropped = useMutationState({
    filters: {
      mutationKey: createActivityKey,
      status: 'error',
      predicate: (m) => m.state.error instanceof AuthorMismatchError && SendSchema.safeParse(m.state.variables).data?.albumId === albumId,
    },
    select: (m) => m.mutationId,
  });
  if (dropped.length === 0) return null;
  const dismiss = () => {
    const cache = queryClient.getMutationCache();
    for (const m of cache.getAll()) if (dropped.includes(m.mutationId)) cache.remove(m);
  };
  return (
    <div className={styles.notice}>
      <p>{t('activity.album.dropped', { count: dropped.length })}</p>
      <button type="button" className="button" onClick={dismiss}>
        {t('activity.album.dismiss')}
      </button>
    </div>
  );
}
