// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deliveredRestored, findDelivered, isOutcomeUnknown, matchingComments, withoutListedSends, type ActivityLikeItem, type QueuedSend } from './exactly-once';

const me = 'me-id';
const t0 = Date.parse('2026-11-22T12:00:00.000Z');
const item = (over: Partial<ActivityLikeItem>): ActivityLikeItem => ({
  id: 'x',
  type: 'comment',
  comment: 'Hello',
  createdAt: new Date(t0 + 1000).toISOString(),
  user: { id: me },
  ...over,
});
const identity = { authorId: me, comment: 'Hello', firstAttemptAt: t0, priorMatchIds: [] as string[] };

describe('findDelivered', () => {
  it('finds my same text created after the first attempt', () => {
    expect(findDelivered([item({ id: 'a' })], identity)?.id).toBe('a');
  });

  it.each([
    ['another user', item({ user: { id: 'bob' } })],
    ['other text', item({ comment: 'Hello!' })],
    ['a like', item({ type: 'like', comment: undefined })],
    ['another photo', item({ assetId: 'photo-1' })],
    ['long before the first attempt', item({ createdAt: new Date(t0 - 60 * 60_000).toISOString() })],
    ['one that was already there when I sent', item({ id: 'old' })],
  ])('ignores %s', (_name, candidate) => {
    expect(findDelivered([candidate], { ...identity, priorMatchIds: ['old'] })).toBeUndefined();
  });

  it('tolerates a server clock a few minutes behind', () => {
    expect(findDelivered([item({ id: 'a', createdAt: new Date(t0 - 3 * 60_000).toISOString() })], identity)?.id).toBe('a');
  });

  it('matches on the photo when the comment is about one', () => {
    const list = [item({ id: 'album' }), item({ id: 'photo', assetId: 'p1' })];
    expect(findDelivered(list, { ...identity, assetId: 'p1' })?.id).toBe('photo');
  });
});

describe('matchingComments', () => {
  it('lists my earlier identical comments (they become priorMatchIds)', () => {
    expect(matchingComments([item({ id: 'a' }), item({ id: 'b', comment: 'no' })], identity).map((a) => a.id)).toEqual(['a']);
  });
});

describe('isOutcomeUnknown', () => {
  it.each([
    ['network', true],
    ['timeout', true],
    ['server', true],
    ['bad-data', true],
    [undefined, true],
    ['invalid', false],
    ['not-found', false],
    ['unauthorized', false],
    ['forbidden', false],
  ] as const)('%s -> %s', (kind, unknown) => {
    expect(isOutcomeUnknown(kind)).toBe(unknown);
  });
});

const send = (comment: string, status: QueuedSend['status'], priorMatchIds: string[] = []): QueuedSend => ({
  status,
  variables: { comment, authorId: me, firstAttemptAt: t0, priorMatchIds },
});
const listed = (id: string, comment: string): ActivityLikeItem => ({ id, type: 'comment', comment, createdAt: new Date(t0 + 500).toISOString(), user: { id: me } });

describe('withoutListedSends', () => {
  it('hides a send in flight once a list refresh already shows its comment', () => {
    const outbox = [send('Hello', 'sending'), send('Still going', 'sending')];
    expect(withoutListedSends(outbox, [listed('1', 'Hello')]).map((i) => i.variables.comment)).toEqual(['Still going']);
  });

  it('keeps failed and waiting items, whose Retry checks the list itself', () => {
    const outbox = [send('Hello', 'failed'), send('Hello', 'waiting')];
    expect(withoutListedSends(outbox, [listed('1', 'Hello')])).toEqual(outbox);
  });

  it('does not take an identical comment that was there before the send for it', () => {
    const outbox = [send('Hello', 'sending', ['old'])];
    expect(withoutListedSends(outbox, [listed('old', 'Hello')])).toEqual(outbox);
  });

  it('hides a send restored after a reload once the list shows its comment (the reload came after the server took it)', () => {
    const restored = { ...send('Hello', 'failed'), isRestored: true };
    const outbox = [restored, send('Hello again', 'failed')];
    expect(withoutListedSends(outbox, [listed('1', 'Hello')]).map((i) => i.variables.comment)).toEqual(['Hello again']);
    expect(deliveredRestored(outbox, [listed('1', 'Hello')])).toEqual([restored]);
    expect(deliveredRestored(outbox, [listed('1', 'Something else')])).toEqual([]);
  });

  it('keeps everything while the list is not loaded', () => {
    const outbox = [send('Hello', 'sending')];
    expect(withoutListedSends(outbox, undefined)).toBe(outbox);
  });
});
