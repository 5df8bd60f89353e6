/**
 * The exactly-once rule for comments (pure). A comment POST has no idempotency key on the server, so
 * when an attempt's outcome is unknown (timeout, dropped connection, 5xx, unreadable answer) the
 * client looks for its own comment in the list before posting again.
 */
import type { ApiErrorKind } from '@/api';

/** The fields of an activity the rule reads (structural, so the rule does not depend on the query layer). */
export interface ActivityLikeItem {
  id: string;
  type: 'comment' | 'like';
  assetId?: string | undefined;
  comment?: string | undefined;
  /** ISO 8601 instant (server clock) */
  createdAt: string | Date;
  user: { id: string };
}

/** What a queued send remembers so that a retry can tell whether the first attempt landed. */
export interface SendIdentity {
  authorId: string;
  assetId?: string | undefined;
  comment: string;
  /** When the first attempt started, ms since epoch (client clock). */
  firstAttemptAt: number;
  /** Ids of my comments with this same text already listed at the first attempt: never taken for this one. */
  priorMatchIds: readonly string[];
}

/**
 * Client and server clocks differ; a comment created up to this long before our first attempt (by
 * the server's clock) still counts. `priorMatchIds` keeps an older identical comment from matching.
 */
export const CLOCK_SKEW_TOLERANCE_MS = 10 * 60_000;

function sameAsset(a: string | undefined, b: string | undefined): boolean {
  return (a ?? null) === (b ?? null);
}

/** My comments with the same text on the same target (album level or one photo). */
export function matchingComments<T extends ActivityLikeItem>(list: readonly T[], id: Omit<SendIdentity, 'firstAttemptAt' | 'priorMatchIds'>): T[] {
  return list.filter(
    (a) => a.type === 'comment' && a.user.id === id.authorId && sameAsset(a.assetId, id.assetId) && a.comment === id.comment,
  );
}

/** The comment an earlier attempt already created, if the list shows one; then nothing is posted again. */
export function findDelivered<T extends ActivityLikeItem>(list: readonly T[], id: SendIdentity): T | undefined {
  const earliest = id.firstAttemptAt - CLOCK_SKEW_TOLERANCE_MS;
  return matchingComments(list, id).find(
    (a) => !id.priorMatchIds.includes(a.id) && new Date(a.createdAt).getTime() >= earliest,
  );
}

/**
 * True when a failed attempt may still have created the comment: the request may have reached the
 * server (network, timeout, any 5xx, an answer we could not read). A 4xx was refused for certain.
 */
export function isOutcomeUnknown(kind: ApiErrorKind | undefined): boolean {
  return kind === undefined || kind === 'network' || kind === 'timeout' || kind === 'server' || kind === 'bad-data';
}

/** What the display rule reads of an outbox item. */
export interface QueuedSend {
  status: 'sending' | 'waiting' | 'failed';
  /** A failure from before a reload (restored from storage). */
  isRestored?: boolean;
  variables: Omit<SendIdentity, 'comment'> & { comment?: string | undefined };
}

function isListed(list: readonly ActivityLikeItem[], { variables: v }: QueuedSend): boolean {
  return v.comment !== undefined && findDelivered(list, { ...v, comment: v.comment }) !== undefined;
}

/**
 * The outbox without the sends the list already shows. A list refresh can bring my comment while its
 * POST's answer is still on its way; a send restored after a reload may have been created before the
 * page went away. Live failed and waiting items stay: a failed one's Retry looks in the list itself.
 */
export function withoutListedSends<T extends QueuedSend>(outbox: T[], list: readonly ActivityLikeItem[] | undefined): T[] {
  if (!list?.length) return outbox;
  return outbox.filter((item) => (item.status !== 'sending' && !item.isRestored) || !isListed(list, item));
}

/** The restored sends the list shows as delivered: nothing is left to send for them. */
export function deliveredRestored<T extends QueuedSend>(outbox: T[], list: readonly ActivityLikeItem[] | undefined): T[] {
  if (!list?.length) return [];
  return outbox.filter((item) => item.isRestored && isListed(list, item));
}
