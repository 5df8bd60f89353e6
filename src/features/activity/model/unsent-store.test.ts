import { afterEach, describe, expect, it } from 'vitest';
import type { CreateActivityVariables } from './activity-mutations';
import { forgetUnsent, rememberUnsent, resetUnsentCache, unsentComments } from './unsent-store';

const v = (clientId: string, albumId = 'a1'): CreateActivityVariables => ({
  clientId,
  albumId,
  type: 'comment',
  comment: `text ${clientId}`,
  authorId: 'me',
  firstAttemptAt: 1,
  priorMatchIds: [],
  verifyBeforePost: true,
});

afterEach(() => {
  sessionStorage.clear();
  resetUnsentCache();
});

describe('unsent store', () => {
  it('keeps failed comments per album across a reload (sessionStorage)', () => {
    rememberUnsent(v('c1'));
    rememberUnsent(v('c2'));
    rememberUnsent(v('c3', 'a2'));
    resetUnsentCache(); // as after a reload
    expect(unsentComments('a1').map((x) => x.clientId)).toEqual(['c1', 'c2']);
    expect(unsentComments('a2').map((x) => x.comment)).toEqual(['text c3']);
  });

  it('replaces a retried failure instead of doubling it, and forgets a sent one', () => {
    rememberUnsent(v('c1'));
    rememberUnsent(v('c1'));
    expect(unsentComments('a1')).toHaveLength(1);
    forgetUnsent('a1', 'c1');
    resetUnsentCache();
    expect(unsentComments('a1')).toEqual([]);
  });
});
