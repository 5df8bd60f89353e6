import { expect } from 'vitest';
import type { z } from 'zod/mini';
import { forgetReportedFields, onDroppedItems } from '../../src/api/schemas';

/**
 * Parses a response body with the app's own zod schema and fails on anything the app would only
 * tolerate: a parse error, a list item it would drop, or a field it would show as unknown or warn
 * about as drift.
 */
export function expectContract<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  // (a bad field is reported once per page load: an earlier check must not hide this one's)
  forgetReportedFields();
  const dropped: string[] = [];
  const off = onDroppedItems((r) => dropped.push(...r.issues));
  const warn = console.warn;
  const warnings: string[] = [];
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    const result = schema.safeParse(body);
    if (!result.success) throw new Error(`contract violation: ${JSON.stringify(result.error.issues.slice(0, 5), null, 1)}`);
    expect(dropped).toEqual([]);
    expect(warnings).toEqual([]);
    return result.data;
  } finally {
    off();
    console.warn = warn;
  }
}

/** The real server's error shape, exactly. */
export async function expectError(res: Response, status: number, message?: string | string[] | RegExp): Promise<void> {
  const body = (await res.json()) as Record<string, unknown>;
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(Object.keys(body)).toEqual(['message', 'error', 'statusCode', 'correlationId']);
  expect(body.statusCode).toBe(status);
  expect(body.correlationId).toBe(res.headers.get('x-immich-cid'));
  if (message instanceof RegExp) expect(String(body.message)).toMatch(message);
  else if (message !== undefined) expect(body.message).toEqual(message);
}
