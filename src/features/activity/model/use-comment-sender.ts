/**
 * Sending, retrying and discarding comments. One send per draft: the composer empties the moment a
 * comment is queued, and a second send of the same text within a second (double Enter, double
 * click on a slow device) is ignored here as well.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { Activity } from '@/api';
import { canSendComment, normalizeComment } from './comment-rules';
import { createActivityKey, type CreateActivityVariables, type SendResult } from './activity-mutations';
import { isOutcomeUnknown, matchingComments, type ErrorKind } from './exactly-once';
import type { OutboxItem } from './use-outbox';
import { forgetUnsent } from './unsent-store';

/** Sends for one album run one after another, in the order made (also after an offline reload). */
export function activityScope(albumId: string): { id: string } {
  return { id: `activity:${albumId}` };
}

const DOUBLE_SEND_WINDOW_MS = 1000;

export interface CommentSenderOptions {
  albumId: string;
  assetId?: string | undefined;
  /** The signed-in user; nothing is sent before it is known. */
  authorId: string | undefined;
  /** The list as cached now (to remember identical earlier comments of mine). */
  list: readonly Activity[] | undefined;
}

export function useCommentSender({ albumId, assetId, authorId, list }: CommentSenderOptions) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation<SendResult, Error, CreateActivityVariables>({ mutationKey: createActivityKey, scope: activityScope(albumId) });
  const lastSend = useRef<{ text: string; at: number } | undefined>(undefined);

  /** Queues the comment; false when there is nothing to send (or it is a double send). */
  const send = useCallback(
    (text: string): boolean => {
      const comment = normalizeComment(text);
      if (!authorId || !canSendComment(comment)) return false;
      const now = Date.now();
      if (lastSend.current && lastSend.current.text === comment && now - lastSend.current.at < DOUBLE_SEND_WINDOW_MS) return false;
      lastSend.current = { text: comment, at: now };
      mutate({
        clientId: crypto.randomUUID(),
        albumId,
        assetId,
        type: 'comment',
        comment,
        authorId,
        firstAttemptAt: now,
        priorMatchIds: matchingComments(list ?? [], { authorId, assetId, comment }).map((a) => a.id),
        verifyBeforePost: false,
      });
      return true;
    },
    [albumId, assetId, authorId, list, mutate],
  );

  const removeAttempt = useCallback(
    (item: OutboxItem) => {
      const cache = queryClient.getMutationCache();
      const m = cache.getAll().find((x) => x.mutationId === item.mutationId);
      if (m) cache.remove(m);
    },
    [queryClient],
  );

  /** Drops a failed comment for good (Discard, or Edit which moves its text to the composer). */
  const discard = useCallback(
    (item: OutboxItem) => {
      removeAttempt(item);
      forgetUnsent(item.variables.albumId, item.variables.clientId);
    },
    [removeAttempt],
  );

  /** Sends a failed comment again; if the failure left the outcome unknown, the list is checked first. */
  const retry = useCallback(
    (item: OutboxItem) => {
      removeAttempt(item);
      // A restored item's last attempt is unknown (the page went away): always check first.
      const unknown = item.isRestored === true || isOutcomeUnknown(item.errorKind as ErrorKind | undefined);
      mutate({ ...item.variables, verifyBeforePost: item.variables.verifyBeforePost || unknown });
    },
    [mutate, removeAttempt],
  );

  return { send, retry, discard };
}
