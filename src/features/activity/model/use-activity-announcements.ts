/**
 * Announces the outcome of every comment send in this album (also sends resumed after a reload,
 * which no component started): "Comment posted" politely, and that a comment waits for the
 * connection; a failure assertively.
 */
import { matchMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notSentReason } from './not-sent-reason';
import { createActivityKey, SendSchema } from './outbox';

export function useActivityAnnouncements(albumId: string, announce: (t: string) => void, warn: (t: string) => void): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || !matchMutation({ mutationKey: createActivityKey }, event.mutation)) return;
        const v = SendSchema.safeParse(event.mutation.state.variables).data;
        if (v?.albumId !== albumId) return;
        const what = v.type === 'comment' ? 'Comment' : 'Like';
        if (event.action.type === 'pause') {
          // The offline queue: said once when a send starts waiting for the connection.
          if (v.type === 'comment') announce('You’re offline. Your comment will be sent when you’re back online.');
        } else if (event.action.type === 'success') {
          if (v.type === 'comment') announce('Comment posted');
        } else if (event.action.type === 'error') {
          warn(`${what} not sent. ${notSentReason(event.action.error)}`);
        }
      }),
    [albumId, announce, queryClient, warn],
  );
}
