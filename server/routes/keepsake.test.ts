import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoInfoSchema } from '../../src/api/schemas';
import { getMeta } from '../db/open';
import { expectContract } from '../test/contract';
import { openTestLibrary, type TestLibrary } from '../test/library';

let lib: TestLibrary;
beforeAll(async () => {
  lib = await openTestLibrary();
});
afterAll(() => lib.close());

describe('GET /api/keepsake/demo', () => {
  it('tells anyone the day the library was generated (its memories fall around it)', async () => {
    const info = expectContract(DemoInfoSchema, await (await lib.call('GET', '/api/keepsake/demo', { user: null })).json());
    expect(info.demo).toBe(true);
    expect(info.generatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(info.generatedOn).toBe(getMeta(lib.db, 'anchor_day'));
  });

  it('answers null for a library that never recorded the day', async () => {
    lib.db.prepare("DELETE FROM meta WHERE key = 'anchor_day'").run();
    const raw = (await (await lib.call('GET', '/api/keepsake/demo', { user: null })).json()) as Record<string, unknown>;
    expect(raw.generatedOn).toBeNull();
    expect(expectContract(DemoInfoSchema, raw).generatedOn).toBeNull();
  });
});
