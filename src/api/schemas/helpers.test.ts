import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nullish, presentOrNull } from './helpers';

const Sample = z.object({ optional: nullish(z.string()), required: presentOrNull(z.number()) });

describe('nullish', () => {
  it.each([
    ['absent', { required: 1 }],
    ['null', { optional: null, required: 1 }],
  ])('turns %s into undefined', (_label, input) => {
    expect(Sample.parse(input).optional).toBeUndefined();
  });

  it('keeps a valid value and still checks its type', () => {
    expect(Sample.parse({ optional: 'x', required: 1 }).optional).toBe('x');
    expect(Sample.safeParse({ optional: 5, required: 1 }).error?.issues[0]?.path).toEqual(['optional']);
  });
});

describe('presentOrNull', () => {
  it('turns null into undefined', () => {
    const parsed = Sample.parse({ required: null });
    expect(parsed.required).toBeUndefined();
    expect(Object.values(parsed)).not.toContain(null);
  });

  it('fails when the key is missing, naming it', () => {
    expect(Sample.safeParse({}).error?.issues[0]?.path).toEqual(['required']);
  });

  it('checks the value type when present', () => {
    expect(Sample.safeParse({ required: 'one' }).error?.issues[0]?.path).toEqual(['required']);
  });
});
