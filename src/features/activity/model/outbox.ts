/**
 * The activity outbox: every comment, like and removal on its way to the server (ADR 069).
 *
 * A comment's road: the composer calls `send` from {@link useCommentOutbox}, which queues a
 * `create` mutation with {@link SendVariables}. {@link outboxMutations} declares each key with the
 * function that runs for it (author check, the exactly-once rule, then the POST), registered as
 * mutation defaults so a send resumed after a reload runs the same code. Until the server has the
 * comment, the hook's `items` show it: "Sending…", waiting for the connection, or "Not sent".
 * A failed comment is kept in sessionStorage and read back through {@link SendSchema}; a removal
 * waits out its undo time in `pending-removals.ts`.
 */
import { mutationOptions, useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { activityQueries, createActivity, deleteActivity, isApiError, userQueries, type Activity, type ApiErrorKind } from '@/api';
import { webStorage } from '@/lib/web-storage';
import { canSendComment, normalizeComment } from './comment-rules';
import { deliveredRestored, findDelivered, isOutcomeUnknown, matchingComments, withoutListedSends } from './exactly-once';
import { startPendingRemovals } from './pending-removals';

const nonEmpty = () => z.string().check(z.minLength(1));

/** A queued comment or like: everything a send resumed after a reload needs. */
export const SendSchema = z.object({
  /** Client-made id of this send: one outbox item, kept across retries. */
  clientId: nonEmpty(),
  albumId: nonEmpty(),
  /** The photo it is about; absent for the album itself. */
  assetId: z.optional(nonEmpty()),
  type: z.enum(['comment', 'like']),
  /** Normalized text (comments only). */
  comment: z.optional(z.string()),
  /** The signed-in user who made it: a resumed send by anyone else is dropped, never sent. */
  authorId: nonEmpty(),
  /** First attempt, ms since epoch; the window in which a retry looks for its own comment. */
  firstAttemptAt: z.number(),
  /** My identical comments already listed at the first attempt (never mistaken for this send). */
  priorMatchIds: z.array(z.string()),
  /** An earlier attempt may have reached the server: look in the list before posting. */
  verifyBeforePost: z.boolean(),
});
export type SendVariables = z.infer<typeof SendSchema>;

/** A removal of a comment or of my like. */
export const RemoveSchema = z.object({ activityId: nonEmpty(), albumId: nonEmpty(), authorId: nonEmpty() });
export type RemoveVariables = z.infer<typeof RemoveSchema>;

/** What a send resolves to; `created` is false for an existing like or a comment already delivered. */
export type SendResult = { activity: Activity; created: boolean };

/**
 * A resumed send whose author is not the signed-in user: dropped, with a notice. The message is for
 * logs; readers see `activity.reason.otherAccount` in their language (see `not-sent-reason.ts`).
 */
export class AuthorMismatchError extends Error {
  override readonly name = 'AuthorMismatchError';
  constructor() {
    super('This was queued on this device by another account, so it was not sent.');
  }
}

/** Sends attempted in this page's lifetime; a second attempt of one of them always checks first. */
const attempted = new Set<string>();

async function assertAuthor(queryClient: QueryClient, authorId: string): Promise<void> {
  const me = await queryClient.fetchQuery({ ...userQueries.me(), staleTime: 30_000 });
  if (me.id !== authorId) throw new AuthorMismatchError();
}

/**
 * The create's mutationFn: author check, the exactly-once check, then POST. A comment is looked for
 * in the list first when an earlier attempt may have landed: a Retry after an unknown outcome, a
 * second attempt in this page, or a send first tried before this page loaded (restored from storage).
 */
export async function sendActivity(queryClient: QueryClient, variables: unknown): Promise<SendResult> {
  const v = SendSchema.parse(variables);
  await assertAuthor(queryClient, v.authorId);
  const startedBeforeThisPage = v.firstAttemptAt < performance.timeOrigin;
  if (v.type === 'comment' && v.comment !== undefined && (v.verifyBeforePost || attempted.has(v.clientId) || startedBeforeThisPage)) {
    const list = await queryClient.fetchQuery({ ...activityQueries.list({ albumId: v.albumId, assetId: v.assetId }), staleTime: 0 });
    const delivered = findDelivered(list, { ...v, comment: v.comment });
    if (delivered) return { activity: delivered, created: false };
  }
  attempted.add(v.clientId);
  return createActivity({ albumId: v.albumId, type: v.type, ...(v.assetId ? { assetId: v.assetId } : {}), ...(v.type === 'comment' ? { comment: v.comment } : {}) });
}

/** The delete's mutationFn; "not found" means it is already gone, which is what was asked. */
export async function removeActivity(queryClient: QueryClient, variables: unknown): Promise<void> {
  const v = RemoveSchema.parse(variables);
  await assertAuthor(queryClient, v.authorId);
  try {
    await deleteActivity(v.activityId);
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'not-found') throw error;
  }
}

/** Puts a delivered activity into the cached lists at once (no flash between "Sending…" and the refetch). */
function addToLists(queryClient: QueryClient, activity: Activity, albumId: string): void {
  const lists = activity.assetId ? [{ albumId }, { albumId, assetId: activity.assetId }] : [{ albumId }];
  for (const list of lists) queryClient.setQueryData(activityQueries.list(list).queryKey, (old) => (old && !old.some((a) => a.id === activity.id) ? [...old, activity] : old));
}

/** `['activities','create']`: a comment or a like; `['activities','delete']`: removal of a comment or of my like. */
export const createActivityKey = [...activityQueries.all(), 'create'] as const;
export const deleteActivityKey = [...activityQueries.all(), 'delete'] as const;

/** The two writes: each key beside the function that runs for it, live or resumed after a reload. */
export function outboxMutations(queryClient: QueryClient) {
  return {
    create: mutationOptions<SendResult, Error, SendVariables>({
      mutationKey: createActivityKey,
      mutationFn: (v) => sendActivity(queryClient, v),
      // Comments are not idempotent: never retried blindly; the user retries after the list check.
      retry: 0,
      onSuccess: (result, v) => {
        updateUnsent(v.albumId, v.clientId);
        addToLists(queryClient, result.activity, v.albumId);
        void queryClient.invalidateQueries({ queryKey: activityQueries.all() });
      },
      // A failed comment is kept for this tab, so a reload does not lose what was typed.
      onError: (error, v) => {
        const parsed = SendSchema.safeParse(v);
        if (parsed.success && parsed.data.type === 'comment' && !(error instanceof AuthorMismatchError)) updateUnsent(v.albumId, v.clientId, { ...parsed.data, verifyBeforePost: true });
      },
    }),
    delete: mutationOptions<void, Error, RemoveVariables>({
      mutationKey: deleteActivityKey,
      mutationFn: (v) => removeActivity(queryClient, v),
      retry: 0,
      onSettled: () => queryClient.invalidateQueries({ queryKey: activityQueries.all() }),
    }),
  };
}

/** Registers the outbox's mutation defaults (called at start-up, before paused mutations resume) and resumes pending removals. */
export function registerOutbox(queryClient: QueryClient): void {
  const { create, delete: remove } = outboxMutations(queryClient);
  queryClient.setMutationDefaults(create.mutationKey, create);
  queryClient.setMutationDefaults(remove.mutationKey, remove);
  startPendingRemovals(queryClient, (albumId) => ({ mutationKey: deleteActivityKey, scope: scopeOf(albumId) }));
}

/** Writes of one album run one after another, in the order made (also after an offline reload). */
const scopeOf = (albumId: string) => ({ id: `activity:${albumId}` });

/** A comment or like, and a removal, for this album: queued in order; what runs is the registered default. */
export const useSendMutation = (albumId: string) => useMutation<SendResult, Error, SendVariables>({ mutationKey: createActivityKey, scope: scopeOf(albumId) });
export const useRemoveMutation = (albumId: string) => useMutation<void, Error, RemoveVariables>({ mutationKey: deleteActivityKey, scope: scopeOf(albumId) });

// --- The store of failed comments: sessionStorage, one key per album, read back through SendSchema ---

const PREFIX = 'keepsake:unsent-comments:';
const listeners = new Set<() => void>();
const cache = new Map<string, SendVariables[]>();

/** The failed comments of an album (a stable array between changes); anything unreadable is dropped. */
export function unsentComments(albumId: string): SendVariables[] {
  const hit = cache.get(albumId);
  if (hit) return hit;
  let stored: unknown;
  try {
    stored = JSON.parse(webStorage('sessionStorage')?.getItem(PREFIX + albumId) ?? '[]');
  } catch {
    stored = undefined; // not JSON, or storage refused: dropped below
  }
  const items: unknown[] = Array.isArray(stored) ? stored : [stored];
  const value = items.flatMap((item) => {
    const send = SendSchema.safeParse(item);
    return send.success && send.data.albumId === albumId && send.data.type === 'comment' ? [send.data] : [];
  });
  cache.set(albumId, value);
  if (value.length !== items.length) persist(albumId, value);
  return value;
}

function persist(albumId: string, value: SendVariables[]): void {
  try {
    const storage = webStorage('sessionStorage');
    if (value.length > 0) storage?.setItem(PREFIX + albumId, JSON.stringify(value));
    else storage?.removeItem(PREFIX + albumId);
  } catch {
    // storage full or unavailable: kept in memory for this page only
  }
}

/** Replaces the album's failed comments: without `clientId`'s, plus `kept` when given. */
function updateUnsent(albumId: string, clientId: string, kept?: SendVariables): void {
  const old = unsentComments(albumId);
  const value = [...old.filter((x) => x.clientId !== clientId), ...(kept ? [kept] : [])];
  if (!kept && value.length === old.length) return;
  cache.set(albumId, value);
  persist(albumId, value);
  for (const l of listeners) l();
}

const subscribeUnsent = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

/** Drops the in-memory copy so storage is read again, as after a reload (tests). */
export function resetUnsentCache(): void {
  cache.clear();
}

/** One unsent comment as the panel shows it. */
export interface OutboxItem {
  /** TanStack's id of the latest attempt (to remove or retry it); -1 for a restored one. */
  mutationId: number;
  variables: SendVariables;
  status: 'sending' | 'waiting' | 'failed';
  error?: unknown;
  /** Error kind from the query layer, when the error is one. */
  errorKind?: ApiErrorKind | undefined;
  /** A failure from before a reload; no attempt is in the cache. */
  isRestored?: boolean;
}

/** Where the panel is (the album, or one photo of it) and who I am. */
export interface CommentOutboxOptions {
  albumId: string;
  assetId?: string | undefined;
  /** The signed-in user; nothing is sent before it is known, and only my own sends show. */
  authorId: string | undefined;
  /** The list as cached now (to hide delivered sends and remember identical earlier comments). */
  list: readonly Activity[] | undefined;
}

const DOUBLE_SEND_WINDOW_MS = 1000;

/** My comments of this album; on a photo's panel, that photo's only. */
function belongs(v: SendVariables, { albumId, assetId, authorId }: Omit<CommentOutboxOptions, 'list'>): boolean {
  return v.type === 'comment' && v.albumId === albumId && v.authorId === authorId && (assetId === undefined || v.assetId === assetId);
}

function removeAttempt(queryClient: QueryClient, { mutationId }: OutboxItem): void {
  const attempt = queryClient.getMutationCache().find({ predicate: (m) => m.mutationId === mutationId });
  if (attempt) queryClient.getMutationCache().remove(attempt);
}

/** The panel's outbox: my unsent comments here, and send / retry / discard. */
export function useCommentOutbox({ albumId, assetId, authorId, list }: CommentOutboxOptions) {
  const queryClient = useQueryClient();
  const { mutate } = useSendMutation(albumId);
  const live = useMutationState({
    filters: { mutationKey: createActivityKey, predicate: (m) => m.state.status !== 'success' && m.state.status !== 'idle' },
    select: (m): OutboxItem | undefined => {
      const v = SendSchema.safeParse(m.state.variables);
      if (!v.success || !belongs(v.data, { albumId, assetId, authorId })) return undefined;
      const { status, isPaused, error } = m.state;
      const kind = isApiError(error) ? error.kind : undefined;
      return { mutationId: m.mutationId, variables: v.data, status: status === 'error' ? 'failed' : isPaused ? 'waiting' : 'sending', ...(error ? { error, errorKind: kind } : {}) };
    },
  });
  const stored = useSyncExternalStore(subscribeUnsent, () => unsentComments(albumId));
  const all = useMemo(() => {
    const mine = live.filter((i) => i !== undefined);
    const liveIds = new Set(mine.map((i) => i.variables.clientId));
    const restored = stored
      .filter((v) => !liveIds.has(v.clientId) && belongs(v, { albumId, assetId, authorId }))
      .map((v): OutboxItem => ({ mutationId: -1, variables: v, status: 'failed', isRestored: true }));
    return [...restored, ...mine];
  }, [live, stored, albumId, assetId, authorId]);
  const items = useMemo(() => withoutListedSends(all, list), [all, list]);
  // A send restored after a reload that the server had already taken is done: stop remembering it.
  useEffect(() => {
    for (const item of deliveredRestored(all, list)) updateUnsent(albumId, item.variables.clientId);
  }, [all, list, albumId]);

  const lastSend = useRef<{ text: string; at: number } | undefined>(undefined);
  /** Queues the comment; false when there is nothing to send, or the same text again within a second. */
  const send = useCallback(
    (text: string): boolean => {
      const comment = normalizeComment(text);
      if (!authorId || !canSendComment(comment)) return false;
      const now = Date.now();
      if (lastSend.current?.text === comment && now - lastSend.current.at < DOUBLE_SEND_WINDOW_MS) return false;
      lastSend.current = { text: comment, at: now };
      const priorMatchIds = matchingComments(list ?? [], { authorId, assetId, comment }).map((a) => a.id);
      mutate({ clientId: crypto.randomUUID(), albumId, assetId, type: 'comment', comment, authorId, firstAttemptAt: now, priorMatchIds, verifyBeforePost: false });
      return true;
    },
    [albumId, assetId, authorId, list, mutate],
  );
  /** Drops a failed comment for good (Discard, or Edit which moves its text to the composer). */
  const discard = useCallback(
    (item: OutboxItem) => {
      removeAttempt(queryClient, item);
      updateUnsent(item.variables.albumId, item.variables.clientId);
    },
    [queryClient],
  );
  /** Sends a failed comment again; a restored one, or one whose outcome is unknown, checks the list first. */
  const retry = useCallback(
    (item: OutboxItem) => {
      removeAttempt(queryClient, item);
      const unknown = item.isRestored === true || isOutcomeUnknown(item.errorKind);
      mutate({ ...item.variables, verifyBeforePost: item.variables.verifyBeforePost || unknown });
    },
    [mutate, queryClient],
  );
  return { items, send, retry, discard };
}
