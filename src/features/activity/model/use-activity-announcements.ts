/**
 * Announces the outcome of every comment send in this album (also sends resumed after a reload,
 * which no component started): "Comment posted" politely, and that a comment waits for the
 * connection; a failure assertively. Each is worded when it is said, in the language of that moment.
 */
import { matchMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t } from '@/i18n';
import { notSentReason } from './not-sent-reason';
import { createActivityKey, SendSchema } from './outbox';

export function useActivityAnnouncements(albumId: string, announce: (text: string) => void, warn: (text: string) => void): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || !matchMutation({ mutationKey: createActivityKey }, event.mutation)) return;
        const v = SendSchema.safeParse(event.mutation.state.variables).data;
        if (v?.albumId !== albumId) return;
        if (event.action.type === 'pause') {
          // The offline queue: said once when a send starts waiting for the connection.
          if (v.type === 'comment') announce(t('activity.announce.offline'));
        } else if (event.action.type === 'success') {
          if (v.type === 'comment') announce(t('activity.announce.posted'));
        } else if (event.action.type === 'error') {
          const reason = notSentReason(event.action.error);
          warn(v.type === 'comment' ? t('activity.announce.commentNotSent', { reason }) : t('activity.announce.likeNotSent', { reason }));
        }
      }),
    [albumId, announce, queryClient, warn],
  );
}
