/**
 * The activity writes as TanStack mutations with stable keys, so that sends made offline are
 * persisted by the shell (paused mutations -> localStorage) and resume after a reload through
 * `setMutationDefaults`. The mutationFn lives here, once, for both the live hook and a resumed send.
 */
import type { QueryClient } from '@tanstack/react-query';
import { activityMutations, activityQueries, createActivity, deleteActivity, isApiError, userQueries, type Activity } from '@/api';
import { findDelivered } from './exactly-once';
import { forgetUnsent, rememberUnsent } from './unsent-store';

/** ['activities','create'], from the query layer. */
export const createActivityKey = activityMutations.create().mutationKey;
/** ['activities','delete']: removal of a comment or of my like. */
export const deleteActivityKey = activityMutations.delete().mutationKey;

/** Variables of a queued comment or like; everything a resumed send needs after a reload. */
export interface CreateActivityVariables {
  /** Client-made id of this send: one outbox item, kept across retries. */
  clientId: string;
  albumId: string;
  /** The photo it is about; absent for the album itself. */
  assetId?: string | undefined;
  type: 'comment' | 'like';
  /** Normalized text (comments only). */
  comment?: string | undefined;
  /** The signed-in user who made it: a resumed send by anyone else is dropped, never sent. */
  authorId: string;
  /** First attempt, ms since epoch; the window in which a retry looks for its own comment. */
  firstAttemptAt: number;
  /** My identical comments already listed at the first attempt (never mistaken for this send). */
  priorMatchIds: string[];
  /** An earlier attempt may have reached the server: look in the list before posting. */
  verifyBeforePost: boolean;
}

/** Variables of a removal. */
export interface DeleteActivityVariables {
  activityId: string;
  albumId: string;
  authorId: string;
}

/** What a send resolves to. */
export interface SendResult {
  activity: Activity;
  /** false for an existing like (200) or a comment found already delivered by an earlier attempt. */
  created: boolean;
}

/** A resumed send whose author is not the signed-in user: dropped, with a notice. */
export class AuthorMismatchError extends Error {
  override readonly name = 'AuthorMismatchError';
  constructor() {
    super('This was queued on this device by another account, so it was not sent.');
  }
}

/** Sends attempted in this page's lifetime; a second attempt of one of them always checks first. */
const attempted = new Set<string>();

/**
 * A send first tried before this page loaded was restored from storage (an offline queue, or a copy
 * the persister had not yet cleared when the page reloaded): an earlier page may have delivered it,
 * so it always looks in the list before posting.
 */
function startedBeforeThisPage(v: CreateActivityVariables): boolean {
  return v.firstAttemptAt < performance.timeOrigin;
}

async function assertAuthor(queryClient: QueryClient, authorId: string): Promise<void> {
  const me = await queryClient.fetchQuery({ ...userQueries.me(), staleTime: 30_000 });
  if (me.id !== authorId) throw new AuthorMismatchError();
}

/** The mutationFn of a create: author check, exactly-once check, then POST. */
export async function sendActivity(queryClient: QueryClient, v: CreateActivityVariables): Promise<SendResult> {
  await assertAuthor(queryClient, v.authorId);
  if (v.type === 'comment' && v.comment !== undefined && (v.verifyBeforePost || attempted.has(v.clientId) || startedBeforeThisPage(v))) {
    const list = await queryClient.fetchQuery({ ...activityQueries.list({ albumId: v.albumId, assetId: v.assetId }), staleTime: 0 });
    const delivered = findDelivered(list, { ...v, comment: v.comment });
    if (delivered) return { activity: delivered, created: false };
  }
  attempted.add(v.clientId);
  return createActivity({
    albumId: v.albumId,
    type: v.type,
    ...(v.assetId ? { assetId: v.assetId } : {}),
    ...(v.type === 'comment' ? { comment: v.comment } : {}),
  });
}

/** The mutationFn of a delete; "not found" means someone already removed it, which is what we wanted. */
export async function removeActivity(queryClient: QueryClient, v: DeleteActivityVariables): Promise<void> {
  await assertAuthor(queryClient, v.authorId);
  try {
    await deleteActivity(v.activityId);
  } catch (error) {
    if (isApiError(error) && error.kind === 'not-found') return;
    throw error;
  }
}

/** Puts a delivered activity into the cached lists at once (no flash between "Sending…" and the refetch). */
function addToLists(queryClient: QueryClient, activity: Activity, albumId: string): void {
  const keys = [activityQueries.list({ albumId }).queryKey];
  if (activity.assetId) keys.push(activityQueries.list({ albumId, assetId: activity.assetId }).queryKey);
  for (const queryKey of keys) {
    queryClient.setQueryData(queryKey, (old: Activity[] | undefined) =>
      old && !old.some((a) => a.id === activity.id) ? [...old, activity] : old,
    );
  }
}

/** Registers the defaults; called by the app before persisted mutations resume. */
export function registerActivityMutationDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(createActivityKey, {
    mutationFn: (v: CreateActivityVariables) => sendActivity(queryClient, v),
    // Comments are not idempotent: never retried blindly; the user retries after the list check.
    retry: 0,
    onSuccess: (result: SendResult, v: CreateActivityVariables) => {
      forgetUnsent(v.albumId, v.clientId);
      addToLists(queryClient, result.activity, v.albumId);
      void queryClient.invalidateQueries({ queryKey: activityQueries.all() });
    },
    // A failed comment is kept for this tab, so a reload does not lose what was typed.
    onError: (error: Error, v: CreateActivityVariables) => {
      if (v.type === 'comment' && !(error instanceof AuthorMismatchError)) rememberUnsent({ ...v, verifyBeforePost: true });
    },
  });
  queryClient.setMutationDefaults(deleteActivityKey, {
    mutationFn: (v: DeleteActivityVariables) => removeActivity(queryClient, v),
    retry: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityQueries.all() }),
  });
}
