/**
 * Actions waiting out their undo time (ADR 084): kept in localStorage, so an action the user did
 * not undo happens even when the page is reloaded or closed within the undo time; it runs when that
 * time is over, in this page or the next one that opens the app, once. Every read parses the stored
 * list with the store's schema; anything unreadable is dropped.
 */
import { useSyncExternalStore } from 'react';
import type { z } from 'zod/mini';
import { webStorage } from './web-storage';
import { whenIdle } from './schedule';

/** What every pending action carries: when its undo time is over, ms since epoch. */
export interface Pending {
  dueAt: number;
}

/** How an action ended, for the page that shows it (announced, or put back with a warning). */
export interface PendingOutcome<T> {
  item: T;
  error?: Error;
}

/** A store of pending actions of one kind (see {@link createPendingStore}). */
export interface PendingStore<T extends Pending> {
  /** Starts the store with what runs an action; schedules what a previous page left (when idle). */
  start: (send: (item: T) => Promise<void>) => void;
  /** Asks for an action: pending at once, sent at `dueAt` unless undone first. */
  add: (item: T) => void;
  /** Undo: the action is forgotten; false when it is already on its way. */
  undo: (id: string) => boolean;
  /** Sends the matching actions now (what was asked for is done when the user leaves). */
  flush: (match: (item: T) => boolean) => void;
  /** Hears how each action ends; returns the unsubscribe. */
  onOutcome: (listener: (outcome: PendingOutcome<T>) => void) => () => void;
  /**
   * A view of the store, kept current: `select` gets the pending actions (oldest first) and the ids
   * on their way, and is worked out once per change and `key` (its result is stable in between).
   */
  useView: <V>(key: string, select: (pending: readonly T[], sending: ReadonlySet<string>) => V) => V;
  /** Forgets the in-memory state so storage is read again, as after a reload (tests). */
  reset: () => void;
}

/** A store of pending actions kept under `storageKey`, each told apart by `idOf`. */
export function createPendingStore<T extends Pending>(storageKey: string, schema: z.ZodMiniType<T>, idOf: (item: T) => string): PendingStore<T> {
  const listeners = new Set<() => void>();
  const outcomeListeners = new Set<(outcome: PendingOutcome<T>) => void>();
  const sending = new Set<string>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const views = new Map<string, { version: number; view: unknown }>();
  let cache: T[] | undefined;
  let send: ((item: T) => Promise<void>) | undefined;
  let version = 0;

  const changed = () => {
    version += 1;
    for (const l of listeners) l();
  };
  /** The stored list as it is now (not the cached copy: another tab may have changed it). */
  const readStored = (): T[] => {
    let stored: unknown;
    try {
      stored = JSON.parse(webStorage('localStorage')?.getItem(storageKey) ?? '[]');
    } catch {
      stored = undefined; // not JSON, or storage refused
    }
    return (Array.isArray(stored) ? stored : []).flatMap((item: unknown) => {
      const parsed = schema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  };
  const write = (value: T[]) => {
    cache = value;
    try {
      const storage = webStorage('localStorage');
      if (value.length > 0) storage?.setItem(storageKey, JSON.stringify(value));
      else storage?.removeItem(storageKey);
    } catch {
      // storage full or unavailable: the action still runs from this page
    }
    changed();
  };
  const all = () => (cache ??= readStored());
  const drop = (id: string) => {
    const fresh = readStored();
    if (fresh.some((r) => idOf(r) === id) || all().some((r) => idOf(r) === id)) write(fresh.filter((r) => idOf(r) !== id));
  };
  const settle = (item: T, error?: Error) => {
    sending.delete(idOf(item));
    drop(idOf(item));
    for (const l of outcomeListeners) l(error ? { item, error } : { item });
  };
  /** Sends one action now, if it is still asked for (not undone here or in another tab). */
  const run = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    const item = readStored().find((r) => idOf(r) === id);
    if (!item || !send || sending.has(id)) return;
    sending.add(id);
    changed();
    send(item).then(
      () => settle(item),
      (error: unknown) => settle(item, error instanceof Error ? error : new Error(String(error))),
    );
  };
  const schedule = (item: T) => {
    const id = idOf(item);
    if (timers.has(id) || sending.has(id)) return;
    timers.set(id, setTimeout(() => run(id), Math.max(0, item.dueAt - Date.now())));
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    start: (sender) => {
      send = sender;
      const resume = () => {
        cache = undefined;
        changed();
        for (const r of all()) schedule(r);
      };
      whenIdle(resume);
    },
    add: (item) => {
      write([...readStored().filter((r) => idOf(r) !== idOf(item)), item]);
      schedule(item);
    },
    undo: (id) => {
      if (sending.has(id)) return false;
      clearTimeout(timers.get(id));
      timers.delete(id);
      drop(id);
      return true;
    },
    flush: (match) => {
      for (const r of all()) if (match(r)) run(idOf(r));
    },
    onOutcome: (listener) => {
      outcomeListeners.add(listener);
      return () => outcomeListeners.delete(listener);
    },
    useView: <V>(key: string, select: (pending: readonly T[], sendingIds: ReadonlySet<string>) => V): V =>
      useSyncExternalStore(subscribe, () => {
        const hit = views.get(key);
        if (hit?.version === version) return hit.view as V;
        const view = select(all(), sending);
        views.set(key, { version, view });
        return view;
      }),
    reset: () => {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      sending.clear();
      views.clear();
      cache = undefined;
    },
  };
}
