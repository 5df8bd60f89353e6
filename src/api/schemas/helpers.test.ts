// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { nullish, presentOrNull, stripNulls, wireObject } from './helpers';

const Sample = wireObject({ optional: nullish(z.string()), required: presentOrNull(z.number()), list: nullish(z.array(z.string())) });

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

describe('wireObject', () => {
  it('turns every null of the object into undefined and drops unknown keys', () => {
    const parsed = Sample.parse({ optional: null, required: null, list: null, extra: 1 });
    expect(parsed).toEqual({ optional: undefined, required: undefined, list: undefined });
    expect(parsed).not.toHaveProperty('extra');
  });

  it('leaves non-null values alone', () => {
    expect(stripNulls({ a: 0, b: '', c: false, d: null })).toEqual({ a: 0, b: '', c: false, d: undefined });
  });
});
