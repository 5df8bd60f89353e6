/**
 * The comments I sent that the list does not show yet, straight from the mutation cache: in flight
 * ("Sending…"), paused offline (restored after a reload too), or failed ("Not sent").
 */
import { useMutationState, type Mutation } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { isApiError } from '@/api';
import { createActivityKey, type CreateActivityVariables, type SendResult } from './activity-mutations';
import { findDelivered, type ActivityLikeItem } from './exactly-once';
import { subscribeUnsent, unsentComments } from './unsent-store';

/** One unsent comment as the panel shows it. */
export interface OutboxItem {
  /** TanStack's id of the latest attempt (to remove or retry it). */
  mutationId: number;
  variables: CreateActivityVariables;
  status: 'sending' | 'waiting' | 'failed';
  error?: unknown;
  /** Error kind from the query layer, when the error is one. */
  errorKind?: string | undefined;
  /** A failure from before a reload (kept in sessionStorage); no attempt is in the cache. */
  isRestored?: boolean;
}

type CreateMutation = Mutation<SendResult, Error, CreateActivityVariables, unknown>;

/** Where the panel is: the album (all items) or one photo. */
export interface OutboxScope {
  albumId: string;
  assetId?: string | undefined;
  /** Only my own sends show (a queue from another account is dropped, not shown). */
  authorId: string | undefined;
}

function belongs(v: CreateActivityVariables | undefined, scope: OutboxScope): v is CreateActivityVariables {
  if (!v || v.type !== 'comment' || v.albumId !== scope.albumId || v.authorId !== scope.authorId) return false;
  // The album panel shows everything in the album; a photo panel only that photo's.
  return scope.assetId === undefined || v.assetId === scope.assetId;
}

export function useOutbox(scope: OutboxScope): OutboxItem[] {
  const live = useLiveOutbox(scope);
  const stored = useSyncExternalStore(subscribeUnsent, () => unsentComments(scope.albumId));
  const { albumId, assetId, authorId } = scope;
  return useMemo(() => {
    const liveIds = new Set(live.map((i) => i.variables.clientId));
    const restored: OutboxItem[] = stored
      .filter((v) => !liveIds.has(v.clientId) && belongs(v, { albumId, assetId, authorId }))
      .map((v) => ({ mutationId: -1, variables: v, status: 'failed', isRestored: true }));
    return [...restored, ...live];
  }, [live, stored, albumId, assetId, authorId]);
}

/** True when the list already shows the comment this send was for. */
function isListed(list: readonly ActivityLikeItem[], v: CreateActivityVariables): boolean {
  return v.comment !== undefined && findDelivered(list, { ...v, comment: v.comment }) !== undefined;
}

/**
 * The outbox without the sends the list already shows. The list refreshes on its own (every few
 * seconds, on focus): a refresh can bring my comment while its POST's answer is still on its way,
 * and the comment would then show twice, posted and "Sending…", until the answer arrives. The same
 * holds for a send restored after a reload that interrupted it: the server may have created the
 * comment before the page went away. Live failed and waiting items stay: a failed one's Retry looks
 * in the list itself.
 */
export function withoutListedSends(outbox: OutboxItem[], list: readonly ActivityLikeItem[] | undefined): OutboxItem[] {
  if (!list?.length) return outbox;
  return outbox.filter(({ status, isRestored, variables: v }) => (status !== 'sending' && !isRestored) || !isListed(list, v));
}

/** The restored sends the list shows as delivered: nothing is left to send for them. */
export function deliveredRestored(outbox: OutboxItem[], list: readonly ActivityLikeItem[] | undefined): OutboxItem[] {
  if (!list?.length) return [];
  return outbox.filter(({ isRestored, variables: v }) => isRestored && isListed(list, v));
}

function useLiveOutbox(scope: OutboxScope): OutboxItem[] {
  return useMutationState({
    filters: {
      mutationKey: createActivityKey,
      predicate: (m) => m.state.status !== 'success' && m.state.status !== 'idle' && belongs(m.state.variables as CreateActivityVariables | undefined, scope),
    },
    select: (m) => {
      const mutation = m as unknown as CreateMutation;
      const { state } = mutation;
      const status: OutboxItem['status'] = state.status === 'error' ? 'failed' : state.isPaused ? 'waiting' : 'sending';
      return {
        mutationId: mutation.mutationId,
        variables: state.variables as CreateActivityVariables,
        status,
        ...(state.error ? { error: state.error, errorKind: isApiError(state.error) ? state.error.kind : undefined } : {}),
      } satisfies OutboxItem;
    },
  });
}
