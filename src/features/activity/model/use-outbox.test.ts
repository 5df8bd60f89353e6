import { describe, expect, it } from 'vitest';
import type { ActivityLikeItem } from './exactly-once';
import { deliveredRestored, withoutListedSends, type OutboxItem } from './use-outbox';

const me = 'me-id';
const t0 = Date.parse('2026-11-22T12:00:00.000Z');
const send = (clientId: string, comment: string, status: OutboxItem['status'], priorMatchIds: string[] = []): OutboxItem => ({
  mutationId: 1,
  status,
  variables: { clientId, albumId: 'al', type: 'comment', comment, authorId: me, firstAttemptAt: t0, priorMatchIds, verifyBeforePost: false },
});
const listed = (id: string, comment: string): ActivityLikeItem => ({ id, type: 'comment', comment, createdAt: new Date(t0 + 500).toISOString(), user: { id: me } });

describe('withoutListedSends', () => {
  it('hides a send in flight once a list refresh already shows its comment', () => {
    const outbox = [send('a', 'Hello', 'sending'), send('b', 'Still going', 'sending')];
    expect(withoutListedSends(outbox, [listed('1', 'Hello')]).map((i) => i.variables.clientId)).toEqual(['b']);
  });

  it('keeps failed and waiting items, whose Retry checks the list itself', () => {
    const outbox = [send('a', 'Hello', 'failed'), send('b', 'Hello', 'waiting')];
    expect(withoutListedSends(outbox, [listed('1', 'Hello')])).toEqual(outbox);
  });

  it('does not take an identical comment that was there before the send for it', () => {
    const outbox = [send('a', 'Hello', 'sending', ['old'])];
    expect(withoutListedSends(outbox, [listed('old', 'Hello')])).toEqual(outbox);
  });

  it('hides a send restored after a reload once the list shows its comment (the reload came after the server took it)', () => {
    const restored = { ...send('a', 'Hello', 'failed'), mutationId: -1, isRestored: true };
    const outbox = [restored, send('b', 'Hello again', 'failed')];
    expect(withoutListedSends(outbox, [listed('1', 'Hello')]).map((i) => i.variables.clientId)).toEqual(['b']);
    expect(deliveredRestored(outbox, [listed('1', 'Hello')])).toEqual([restored]);
    expect(deliveredRestored(outbox, [listed('1', 'Something else')])).toEqual([]);
  });

  it('keeps everything while the list is not loaded', () => {
    const outbox = [send('a', 'Hello', 'sending')];
    expect(withoutListedSends(outbox, undefined)).toBe(outbox);
  });
});
