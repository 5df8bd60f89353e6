import { describe, expect, it } from 'vitest';
import { UserSchema } from '../../src/api/schemas';
import { specUser } from '../../src/test/spec-samples';
import { expectContract } from './contract';

describe('expectContract', () => {
  it('fails on a field the app would show as unknown, every time, not only the first', () => {
    const bad = { ...specUser(), name: 42 };
    expect(() => expectContract(UserSchema, bad)).toThrow();
    expect(() => expectContract(UserSchema, bad)).toThrow();
    expect(expectContract(UserSchema, specUser()).id).toBe(specUser().id);
  });
});
