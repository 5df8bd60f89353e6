import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonRow } from './mappers/person';
import { parseSyntheticId, personSeq, syntheticAsset, syntheticAssetId, syntheticAssetStream } from './synthetic';
import { isUuid } from './lib/ids';
import { openTestLibrary, type TestLibrary } from './test/library';

let lib: TestLibrary;
beforeAll(async () => {
  lib = await openTestLibrary();
});
afterAll(() => lib.close());

describe('synthetic assets', () => {
  it('ids are valid UUID v4 and decode back to person and index', () => {
    for (const [seq, index] of [[1, 0], [65535, 199_999], [42, 123_456]] as const) {
      const id = syntheticAssetId(seq, index);
      expect(isUuid(id)).toBe(true);
      expect(parseSyntheticId(id)).toEqual({ personSeq: seq, index });
    }
    expect(parseSyntheticId('4f1c7a1e-2b8d-4c39-9e57-0d3a3b1f6a11')).toBeUndefined();
  });

  it('the fast streamed JSON equals the asset built the slow way', async () => {
    const res = await lib.call('POST', '/api/keepsake/synthetic-person', { body: { count: 2500 } });
    const { personId } = (await res.json()) as { personId: string };
    const person = lib.db.prepare('SELECT * FROM people WHERE id = ?').get(personId) as PersonRow;
    const seq = personSeq(lib.db, personId);
    const text = await new Response(syntheticAssetStream(lib.db, person, seq, 0, person.synthetic_count)).text();
    const streamed = JSON.parse(text) as unknown[];
    expect(streamed).toHaveLength(2500);
    for (const i of [0, 1, 77, 1999, 2000, 2499]) expect(streamed[i]).toEqual(syntheticAsset(lib.db, person, seq, i, 'person'));
  });
});
