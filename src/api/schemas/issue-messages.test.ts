// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { en } from 'zod/locales';
import { issueMessage } from './issue-messages';

/** Every issue `schema` finds in `input`, as raw issues (before any message is given). */
function issuesOf(schema: z.ZodMiniType, input: unknown): z.core.$ZodRawIssue[] {
  const raw: z.core.$ZodRawIssue[] = [];
  const result = schema.safeParse(input, {
    error: (issue) => {
      raw.push(issue);
      return undefined;
    },
  });
  // (zod gives issues their messages when the error is read)
  void result.error?.issues;
  return raw;
}

const cases: [string, z.ZodMiniType, unknown][] = [
  ['a string given a number', z.string(), 3],
  ['a string given nothing', z.string(), undefined],
  ['a string given an array', z.string(), []],
  ['a number given a string', z.number(), '3'],
  ['a number given NaN', z.number(), Number.NaN],
  ['a number given null', z.number(), null],
  ['a number given Infinity', z.number(), Number.POSITIVE_INFINITY],
  ['an integer given a fraction', z.int(), 1.5],
  ['a boolean given a date', z.boolean(), new Date()],
  ['an object given a string', z.object({ a: z.string() }), 'x'],
  ['an array given an object', z.array(z.string()), {}],
  ['one of several options', z.enum(['IMAGE', 'VIDEO']), 'AUDIO'],
  ['the one option', z.enum(['like']), 'comment'],
  ['a union', z.union([z.string(), z.number()]), true],
  ['a bounded number, too big', z.number().check(z.maximum(1000)), 1001],
  ['a bounded number, too small', z.number().check(z.minimum(1)), 0],
  ['a string too short', z.string().check(z.minLength(1)), ''],
  ['a string too long', z.string().check(z.maxLength(3)), 'abcd'],
  ['an array too short', z.array(z.string()).check(z.minLength(1)), []],
  ['a UUID', z.uuid(), 'not-a-uuid'],
  ['an ISO datetime', z.iso.datetime({ offset: true }), '2024-13-45'],
  ['an ISO date', z.iso.date(), '2024-1-1'],
];

describe('issueMessage', () => {
  const english = en().localeError;

  it.each(cases)('says what zod says in English: %s', (_, schema, input) => {
    const issues = issuesOf(schema, input);
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) expect(issueMessage(issue)).toBe(english(issue));
  });

  it('is the message the schemas give (helpers.ts sets it)', async () => {
    await import('./helpers');
    const result = z.safeParse(z.object({ name: z.string() }), { name: 3 });
    expect(result.error?.issues[0]?.message).toBe('Invalid input: expected string, received number');
  });
});
