/**
 * Taking a photo out of a memory and deleting a memory, each with a few seconds to undo: hidden at
 * once, sent when the undo time is over, through a store of pending actions (`createPendingStore`),
 * so a reload within the undo time neither brings the item back nor cancels the removal, and the
 * server hears of it once. A failure puts the item back and says so (`useMemoryRemovalOutcome`).
 */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { deleteMemory, memoryQueries, removeMemoryAssets } from '@/api';
import { createPendingStore } from '@/lib/pending-actions';

/** How long "Undo" is offered, ms. */
export const MEMORY_UNDO_MS = 6000;

/** One removal asked for and not undone: a photo out of a memory, or the whole memory. */
export const MemoryRemovalSchema = z.object({
  kind: z.enum(['asset', 'memory']),
  memoryId: z.string().check(z.minLength(1)),
  assetId: z.optional(z.string().check(z.minLength(1))),
  dueAt: z.number(),
});
export type MemoryRemoval = z.infer<typeof MemoryRemovalSchema>;

const idOf = (r: MemoryRemoval) => (r.kind === 'memory' ? `memory:${r.memoryId}` : `asset:${r.memoryId}:${r.assetId ?? ''}`);
const store = createPendingStore('keepsake:pending-memory-removals', MemoryRemovalSchema, idOf);
let started = false;

/** A removal the server refused or did not carry out, with its reason. */
export class MemoryRemovalError extends Error {
  constructor(readonly reason: string) {
    super(`The server did not remove it (${reason})`);
  }
}

/** Starts the store once (the first idle moment of a signed-in page): what a previous page left runs now. */
export function startMemoryRemovals(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  store.start(async (removal) => {
    if (removal.kind === 'memory') await deleteMemory(removal.memoryId);
    else {
      const [failed] = await removeMemoryAssets(removal.memoryId, [removal.assetId ?? '']);
      if (failed) throw new MemoryRemovalError(failed.error ?? 'unknown');
    }
    await queryClient.invalidateQueries({ queryKey: memoryQueries.all() });
  });
}

/** Takes a photo out of a memory, after the undo time. */
export const removeFromMemory = (memoryId: string, assetId: string): void => store.add({ kind: 'asset', memoryId, assetId, dueAt: Date.now() + MEMORY_UNDO_MS });

/** Deletes a memory, after the undo time. */
export const deleteMemoryLater = (memoryId: string): void => store.add({ kind: 'memory', memoryId, dueAt: Date.now() + MEMORY_UNDO_MS });

/** Undo: false when it is already on its way. */
export const undoMemoryRemoval = (removal: MemoryRemoval): boolean => store.undo(idOf(removal));

/** Hears how each removal ends; returns the unsubscribe. */
export const onMemoryRemovalOutcome = store.onOutcome;

/** What views hide, and what can still be undone. */
export interface MemoryRemovals {
  /** memories being deleted */
  memories: ReadonlySet<string>;
  /** per memory, the photos being taken out of it */
  assets: ReadonlyMap<string, ReadonlySet<string>>;
  /** removals that can still be undone, oldest first */
  undoable: readonly MemoryRemoval[];
}

/** The pending removals, kept current. */
export function useMemoryRemovals(): MemoryRemovals {
  return store.useView('all', (pending, sending) => {
    const memories = new Set<string>();
    const assets = new Map<string, Set<string>>();
    for (const r of pending) {
      if (r.kind === 'memory') memories.add(r.memoryId);
      else if (r.assetId) assets.set(r.memoryId, new Set([...(assets.get(r.memoryId) ?? []), r.assetId]));
    }
    return { memories, assets, undoable: pending.filter((r) => !sending.has(idOf(r))) };
  });
}

/** Forgets the in-memory state so storage is read again, as after a reload (tests). */
export function resetMemoryRemovals(): void {
  store.reset();
  started = false;
}
