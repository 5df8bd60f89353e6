/**
 * Removals of comments and likes waiting out their undo time (ADR 084), owned by the outbox: a
 * store of pending actions (`createPendingStore`), so a removal the user did not undo happens even
 * when the page is reloaded or closed within the undo time.
 *
 * The outbox starts the store with its delete mutation's key and scope ({@link startPendingRemovals}),
 * so a removal resumed after a reload runs the outbox's delete (author check, scope, offline pause).
 */
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { activityQueries, type Activity } from '@/api';
import { createPendingStore, type PendingOutcome } from '@/lib/pending-actions';

/** One removal asked for and not undone. */
export const PendingRemovalSchema = z.object({
  activityId: z.string().check(z.minLength(1)),
  albumId: z.string().check(z.minLength(1)),
  authorId: z.string().check(z.minLength(1)),
  type: z.enum(['comment', 'like']),
  /** When the undo time is over and the DELETE goes out, ms since epoch. */
  dueAt: z.number(),
});
export type PendingRemoval = z.infer<typeof PendingRemovalSchema>;

/** How a removal ended, for the page that shows it (announced, or put back with a warning). */
export type RemovalOutcome = { removal: PendingRemoval; error?: Error };

const store = createPendingStore('keepsake:pending-removals', PendingRemovalSchema, (r) => r.activityId);

/**
 * Starts the store with the delete mutation (`options` names its key and scope; the registered
 * defaults supply the rest), and schedules every removal a previous page left (past its time: now).
 * The storage is read at the first idle moment, not during start-up.
 */
export function startPendingRemovals(queryClient: QueryClient, options: (albumId: string) => Pick<MutationOptions, 'mutationKey' | 'scope'>): void {
  store.start(async ({ activityId, albumId, authorId }) => {
    await queryClient.getMutationCache().build(queryClient, options(albumId)).execute({ activityId, albumId, authorId });
    // Out of the cached lists before it stops being hidden, so it does not flash back.
    queryClient.setQueriesData<Activity[]>({ queryKey: [...activityQueries.all(), 'list'] }, (old) => old?.filter((a) => a.id !== activityId));
  });
}

/** Asks for a removal: hidden at once, sent at `dueAt` unless undone first. */
export const addPendingRemoval = (removal: PendingRemoval): void => store.add(removal);

/** Undo: the removal is forgotten; false when it is already on its way. */
export const undoPendingRemoval = (activityId: string): boolean => store.undo(activityId);

/** Sends the album's removals now (the user left the panel: what was asked for is done). */
export const flushPendingRemovals = (albumId: string): void => store.flush((r) => r.albumId === albumId);

/** Hears how each removal ends; returns the unsubscribe. */
export function onRemovalOutcome(listener: (outcome: RemovalOutcome) => void): () => void {
  return store.onOutcome(({ item, error }: PendingOutcome<PendingRemoval>) => listener(error ? { removal: item, error } : { removal: item }));
}

/** What a panel shows of the album's removals. */
export interface AlbumRemovals {
  /** Ids to hide from the list: pending, or on their way. */
  hidden: ReadonlySet<string>;
  /** Removals that can still be undone, oldest first. */
  undoable: readonly PendingRemoval[];
}

/** The album's pending removals, kept current. */
export function usePendingRemovals(albumId: string): AlbumRemovals {
  return store.useView(albumId, (pending, sending) => {
    const mine = pending.filter((r) => r.albumId === albumId);
    return { hidden: new Set([...mine.map((r) => r.activityId), ...sending]), undoable: mine.filter((r) => !sending.has(r.activityId)) };
  });
}

/** Forgets the in-memory state so storage is read again, as after a reload (tests). */
export const resetPendingRemovals = (): void => store.reset();
