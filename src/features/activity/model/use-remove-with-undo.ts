/**
 * Removing an activity with a few seconds to undo: the item hides at once and the DELETE is sent
 * only when the undo window ends (or when the panel closes, since the user did ask for it).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Activity } from '@/api';
import { useRemoveMutation } from './outbox';

/** How long "Undo" is offered, ms. */
export const UNDO_WINDOW_MS = 6000;

export interface RemoveWithUndoOptions {
  albumId: string;
  authorId: string | undefined;
  onRemoved: (activity: Activity) => void;
  onFailed: (activity: Activity, error: Error) => void;
}

export function useRemoveWithUndo({ albumId, authorId, onRemoved, onFailed }: RemoveWithUndoOptions) {
  const { mutate } = useRemoveMutation(albumId);
  const [hidden, setHidden] = useState<ReadonlyMap<string, Activity>>(new Map());
  /** Removals still in their undo window, oldest first. */
  const [undoable, setUndoable] = useState<readonly Activity[]>([]);
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; send: () => void }>());

  const unhide = useCallback((id: string) => {
    setHidden((old) => {
      const next = new Map(old);
      next.delete(id);
      return next;
    });
  }, []);

  const remove = useCallback(
    (activity: Activity) => {
      if (!authorId || timers.current.has(activity.id)) return;
      setHidden((old) => new Map(old).set(activity.id, activity));
      setUndoable((old) => [...old, activity]);
      const send = () => {
        timers.current.delete(activity.id);
        setUndoable((old) => old.filter((a) => a.id !== activity.id));
        mutate(
          { activityId: activity.id, albumId, authorId },
          {
            onSuccess: () => onRemoved(activity),
            onError: (error) => {
              unhide(activity.id);
              onFailed(activity, error);
            },
          },
        );
      };
      timers.current.set(activity.id, { timer: setTimeout(send, UNDO_WINDOW_MS), send });
    },
    [albumId, authorId, mutate, onFailed, onRemoved, unhide],
  );

  const undo = useCallback(
    (id: string) => {
      const pending = timers.current.get(id);
      if (!pending) return;
      clearTimeout(pending.timer);
      timers.current.delete(id);
      setUndoable((old) => old.filter((a) => a.id !== id));
      unhide(id);
    },
    [unhide],
  );

  // Leaving the panel does not cancel a removal the user asked for: send it now.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const { timer, send } of pending.values()) {
        clearTimeout(timer);
        send();
      }
    };
  }, []);

  return { hidden, undoable, remove, undo };
}
