/**
 * Removing an activity with a few seconds to undo: the item hides at once and the DELETE is sent
 * only when the undo window ends (or when the panel closes, since the user did ask for it). The
 * removal waits in the outbox's store of pending removals, so a reload within the window neither
 * brings the item back nor cancels the removal: the next page carries it out (ADR 084).
 */
import { useEffect, useRef } from 'react';
import type { Activity } from '@/api';
import { addPendingRemoval, flushPendingRemovals, onRemovalOutcome, undoPendingRemoval, usePendingRemovals, type PendingRemoval } from './pending-removals';

/** How long "Undo" is offered, ms. */
export const UNDO_WINDOW_MS = 6000;

export interface RemoveWithUndoOptions {
  albumId: string;
  authorId: string | undefined;
  onRemoved: (removal: PendingRemoval) => void;
  onFailed: (removal: PendingRemoval, error: Error) => void;
}

export function useRemoveWithUndo({ albumId, authorId, onRemoved, onFailed }: RemoveWithUndoOptions) {
  const { hidden, undoable } = usePendingRemovals(albumId);
  const latest = useRef({ onRemoved, onFailed });
  useEffect(() => {
    latest.current = { onRemoved, onFailed };
  });
  // Also the outcome of a removal a previous page asked for.
  useEffect(
    () =>
      onRemovalOutcome(({ removal, error }) => {
        if (removal.albumId !== albumId) return;
        if (error) latest.current.onFailed(removal, error);
        else latest.current.onRemoved(removal);
      }),
    [albumId],
  );
  // Leaving the panel does not cancel a removal the user asked for: send it now.
  useEffect(() => () => flushPendingRemovals(albumId), [albumId]);

  const remove = (activity: Activity) => {
    if (!authorId || hidden.has(activity.id)) return;
    addPendingRemoval({ activityId: activity.id, albumId, authorId, type: activity.type, dueAt: Date.now() + UNDO_WINDOW_MS });
  };
  const undo = (id: string) => undoPendingRemoval(id);
  return { hidden, undoable, remove, undo };
}
