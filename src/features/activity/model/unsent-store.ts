/**
 * Comments that failed to send, kept in sessionStorage per album so that a reload does not lose
 * them (the shell persists only *paused* mutations). After a reload they show as "Not sent" again;
 * their outcome is unknown, so a Retry checks the list first. Written by the mutation defaults,
 * read by the outbox; a tiny external store so React re-renders on change.
 */
import { webStorage } from '@/lib/web-storage';
import type { CreateActivityVariables } from './activity-mutations';

const PREFIX = 'keepsake:unsent-comments:';
const listeners = new Set<() => void>();
const cache = new Map<string, CreateActivityVariables[]>();

function read(albumId: string): CreateActivityVariables[] {
  const hit = cache.get(albumId);
  if (hit) return hit;
  let value: CreateActivityVariables[] = [];
  try {
    const raw = webStorage('sessionStorage')?.getItem(PREFIX + albumId);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) value = parsed as CreateActivityVariables[];
  } catch {
    value = [];
  }
  cache.set(albumId, value);
  return value;
}

function write(albumId: string, value: CreateActivityVariables[]): void {
  cache.set(albumId, value);
  try {
    const storage = webStorage('sessionStorage');
    if (value.length === 0) storage?.removeItem(PREFIX + albumId);
    else storage?.setItem(PREFIX + albumId, JSON.stringify(value));
  } catch {
    // storage full or unavailable: kept in memory for this page only
  }
  for (const l of listeners) l();
}

/** The failed comments of an album (stable array between changes). */
export function unsentComments(albumId: string): CreateActivityVariables[] {
  return read(albumId);
}

/** Remembers a failed comment (replacing an earlier failure of the same send). */
export function rememberUnsent(v: CreateActivityVariables): void {
  write(v.albumId, [...read(v.albumId).filter((x) => x.clientId !== v.clientId), v]);
}

/** Forgets a comment once it is sent, discarded or edited. */
export function forgetUnsent(albumId: string, clientId: string): void {
  const list = read(albumId);
  if (list.some((x) => x.clientId === clientId)) write(albumId, list.filter((x) => x.clientId !== clientId));
}

export function subscribeUnsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: drop the in-memory copy so storage is read again. */
export function resetUnsentCache(): void {
  cache.clear();
}
