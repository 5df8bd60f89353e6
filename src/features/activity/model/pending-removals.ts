/**
 * Removals waiting out their undo time (ADR 084), owned by the outbox: kept in localStorage, so a
 * removal the user did not undo happens even when the page is reloaded or closed within the undo
 * time; it runs when that time is over, in this page or the next one that opens the app. Every read
 * parses the stored list with {@link PendingRemovalSchema}; anything unreadable is dropped.
 *
 * The outbox starts the store with its delete mutation's key and scope ({@link startPendingRemovals}),
 * so a removal resumed after a reload runs the outbox's delete (author check, scope, offline pause).
 */
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { activityQueries, type Activity } from '@/api';
import { webStorage } from '@/lib/web-storage';

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

const KEY = 'keepsake:pending-removals';
const listeners = new Set<() => void>();
const outcomeListeners = new Set<(outcome: RemovalOutcome) => void>();
/** Removals whose DELETE is on its way from this page (no longer undoable, still hidden). */
const sending = new Set<string>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let cache: PendingRemoval[] | undefined;
let send: ((removal: PendingRemoval) => Promise<void>) | undefined;
/** Bumped on every change, so each album's view is worked out once per change. */
let version = 0;

function changed(): void {
  version += 1;
  for (const l of listeners) l();
}

/** The stored list as it is now (not the cached copy: another tab may have changed it). */
function readStored(): PendingRemoval[] {
  let stored: unknown;
  try {
    stored = JSON.parse(webStorage('localStorage')?.getItem(KEY) ?? '[]');
  } catch {
    stored = undefined; // not JSON, or storage refused
  }
  const items: unknown[] = Array.isArray(stored) ? stored : [];
  return items.flatMap((item) => {
    const parsed = PendingRemovalSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function write(value: PendingRemoval[]): void {
  cache = value;
  try {
    const storage = webStorage('localStorage');
    if (value.length > 0) storage?.setItem(KEY, JSON.stringify(value));
    else storage?.removeItem(KEY);
  } catch {
    // storage full or unavailable: the removal still runs from this page
  }
  changed();
}

/** Every pending removal (a stable array between changes). */
function all(): PendingRemoval[] {
  cache ??= readStored();
  return cache;
}

function drop(activityId: string): void {
  const fresh = readStored();
  if (fresh.some((r) => r.activityId === activityId) || all().some((r) => r.activityId === activityId)) write(fresh.filter((r) => r.activityId !== activityId));
}

/** Sends one removal now, if it is still asked for (not undone here or in another tab). */
function run(activityId: string): void {
  clearTimeout(timers.get(activityId));
  timers.delete(activityId);
  const removal = readStored().find((r) => r.activityId === activityId);
  if (!removal || !send || sending.has(activityId)) return;
  sending.add(activityId);
  changed();
  send(removal).then(
    () => settle(removal),
    (error: unknown) => settle(removal, error instanceof Error ? error : new Error(String(error))),
  );
}

function settle(removal: PendingRemoval, error?: Error): void {
  sending.delete(removal.activityId);
  drop(removal.activityId);
  for (const l of outcomeListeners) l(error ? { removal, error } : { removal });
}

function schedule(removal: PendingRemoval): void {
  if (timers.has(removal.activityId) || sending.has(removal.activityId)) return;
  timers.set(removal.activityId, setTimeout(() => run(removal.activityId), Math.max(0, removal.dueAt - Date.now())));
}

/**
 * Starts the store with the delete mutation (`options` names its key and scope; the registered
 * defaults supply the rest), and schedules every removal a previous page left (past its time: now).
 * The storage is read at the first idle moment, not during start-up.
 */
export function startPendingRemovals(queryClient: QueryClient, options: (albumId: string) => Pick<MutationOptions, 'mutationKey' | 'scope'>): void {
  send = async ({ activityId, albumId, authorId }) => {
    await queryClient.getMutationCache().build(queryClient, options(albumId)).execute({ activityId, albumId, authorId });
    // Out of the cached lists before it stops being hidden, so it does not flash back.
    queryClient.setQueriesData<Activity[]>({ queryKey: [...activityQueries.all(), 'list'] }, (old) => old?.filter((a) => a.id !== activityId));
  };
  const resume = () => {
    cache = undefined;
    changed();
    for (const r of all()) schedule(r);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(resume, { timeout: 2000 });
  else setTimeout(resume, 0);
}

/** Asks for a removal: hidden at once, sent at `dueAt` unless undone first. */
export function addPendingRemoval(removal: PendingRemoval): void {
  write([...readStored().filter((r) => r.activityId !== removal.activityId), removal]);
  schedule(removal);
}

/** Undo: the removal is forgotten; false when it is already on its way. */
export function undoPendingRemoval(activityId: string): boolean {
  if (sending.has(activityId)) return false;
  clearTimeout(timers.get(activityId));
  timers.delete(activityId);
  drop(activityId);
  return true;
}

/** Sends the album's removals now (the user left the panel: what was asked for is done). */
export function flushPendingRemovals(albumId: string): void {
  for (const r of all()) if (r.albumId === albumId) run(r.activityId);
}

/** Hears how each removal ends; returns the unsubscribe. */
export function onRemovalOutcome(listener: (outcome: RemovalOutcome) => void): () => void {
  outcomeListeners.add(listener);
  return () => outcomeListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a panel shows of the album's removals. */
export interface AlbumRemovals {
  /** Ids to hide from the list: pending, or on their way. */
  hidden: ReadonlySet<string>;
  /** Removals that can still be undone, oldest first. */
  undoable: readonly PendingRemoval[];
}

const views = new Map<string, { version: number; view: AlbumRemovals }>();

function albumView(albumId: string): AlbumRemovals {
  const source = all();
  const hit = views.get(albumId);
  if (hit?.version === version) return hit.view;
  const mine = source.filter((r) => r.albumId === albumId);
  const view = { hidden: new Set([...mine.map((r) => r.activityId), ...sending]), undoable: mine.filter((r) => !sending.has(r.activityId)) };
  views.set(albumId, { version, view });
  return view;
}

/** The album's pending removals, kept current. */
export function usePendingRemovals(albumId: string): AlbumRemovals {
  return useSyncExternalStore(subscribe, () => albumView(albumId));
}

/** Forgets the in-memory state so storage is read again, as after a reload (tests). */
export function resetPendingRemovals(): void {
  for (const t of timers.values()) clearTimeout(t);
  timers.clear();
  sending.clear();
  views.clear();
  cache = undefined;
}
