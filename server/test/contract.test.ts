import { describe, expect, it } from 'vitest';
import { UserSchema } from '../../src/api/schemas';
import { expectContract } from './contract';

/** A user as Immich v1.106 answers it. */
const user = () => ({ id: '11111111-2222-4333-8444-555555555555', name: 'Dana Demo', email: 'demo@keepsake.test', profileImagePath: '', avatarColor: 'green' });

describe('expectContract', () => {
  it('fails on a field the app would show as unknown, every time, not only the first', () => {
    const bad = { ...user(), name: 42 };
    expect(() => expectContract(UserSchema, bad)).toThrow();
    expect(() => expectContract(UserSchema, bad)).toThrow();
    expect(expectContract(UserSchema, user()).id).toBe(user().id);
  });
});
