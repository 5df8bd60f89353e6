// Shared set-up of the v3 route tests (v3-*.test.ts): both libraries, opened per test file, and the
// helpers that read their answers and their seeded rows.
import { afterAll, beforeAll, expect } from 'vitest';
import { openTestLibrary, type TestLibrary } from '../test/library';

/** The demo service in v3 mode (KEEPSAKE_DEMO_API=v3), next to the default (spec) mode where they differ. */
export let v3: TestLibrary;
export let v1: TestLibrary;
/** Opens both libraries before the file's tests and closes them after; called once at the top of each v3 test file. */
export function openLibraries(): void {
  beforeAll(async () => {
    [v3, v1] = await Promise.all([openTestLibrary({ api: 'v3' }), openTestLibrary()]);
  });
  afterAll(() => {
    v3.close();
    v1.close();
  });
}

export type Json = Record<string, unknown>;
export const json = async (res: Response | Promise<Response>): Promise<Json> => {
  const r = await res;
  expect(r.status).toBe(200);
  return (await r.json()) as Json;
};
export const list = async (res: Response | Promise<Response>): Promise<Json[]> => (await json(res)) as unknown as Json[];
export const id = (sql: string, ...args: unknown[]): string => (v3.db.prepare(sql).get(...args) as { id: string }).id;
export const ids = (sql: string, ...args: unknown[]): string[] => (v3.db.prepare(sql).all(...args) as { id: string }[]).map((r) => r.id);
export const person = (name: string): string => id('SELECT id FROM people WHERE name = ?', name);
export const album = (like: string): string => id('SELECT id FROM albums WHERE name LIKE ?', like);
export const months = async (lib: TestLibrary, query: string, user: 'demo' | 'maya' = 'demo'): Promise<{ timeBucket: string; count: number }[]> =>
  (await list(lib.call('GET', `/api/timeline/buckets?${query}`, { user }))) as unknown as { timeBucket: string; count: number }[];
export const bucket = (query: string, user: 'demo' | 'maya' = 'demo'): Promise<Json> => json(v3.call('GET', `/api/timeline/bucket?${query}`, { user }));
