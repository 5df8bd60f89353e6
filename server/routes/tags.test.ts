// Tags on the demo library: derived from the library on open, and sent by GET /assets/{id} in
// v1.106's flat shape and v3's path shape.
import { describe, expect, it, vi } from 'vitest';
import { AssetSchema } from '../../src/api/schemas';
import { tagLibrary } from '../seed/tags';
import { ids, json, openLibraries, v1, v3, type Json } from './v3-test-setup';

openLibraries();

const tagged = (value: string): string[] =>
  ids('SELECT at.asset_id AS id FROM asset_tags at JOIN tags t ON t.id = at.tag_id JOIN assets a ON a.id = at.asset_id WHERE t.value = ? AND a.owner_id = ? ORDER BY at.asset_id', value, v3.userId('demo'));

describe('tags on the demo library', () => {
  it('has "Family" photos and "Holidays/<country>" ones under a "Holidays" parent, the same after another open', () => {
    const holidays = v3.db.prepare("SELECT value FROM tags WHERE value LIKE 'Holidays/%' AND owner_id = ?").all(v3.userId('demo')) as { value: string }[];
    expect(holidays.length).toBeGreaterThan(1);
    expect(tagged('Family').length).toBeGreaterThan(0);
    const before = v3.db.prepare('SELECT * FROM asset_tags ORDER BY asset_id, tag_id').all();
    tagLibrary(v3.db);
    expect(v3.db.prepare('SELECT * FROM asset_tags ORDER BY asset_id, tag_id').all()).toEqual(before);
    // a library generated before tags: it gets them on open, with the same ids
    v3.db.exec('DELETE FROM asset_tags; DELETE FROM tags');
    tagLibrary(v3.db);
    expect(v3.db.prepare('SELECT * FROM asset_tags ORDER BY asset_id, tag_id').all()).toEqual(before);
  });

  it('GET /assets/{id}: v3 sends name (the last part), value (the path) and parentId; v1.106 the flat name', async () => {
    const holiday = v3.db.prepare("SELECT t.value, at.asset_id FROM asset_tags at JOIN tags t ON t.id = at.tag_id WHERE t.value LIKE 'Holidays/%' ORDER BY at.asset_id LIMIT 1").get() as { value: string; asset_id: string };
    const ofV3 = await json(v3.call('GET', `/api/assets/${holiday.asset_id}`));
    const tag3 = (ofV3.tags as Json[]).find((t) => t.value === holiday.value)!;
    expect(Object.keys(tag3)).toEqual(['id', 'parentId', 'name', 'value', 'createdAt', 'updatedAt']);
    expect(tag3.name).toBe(holiday.value.split('/')[1]);
    const parent = v3.db.prepare('SELECT value FROM tags WHERE id = ?').get(tag3.parentId) as { value: string };
    expect(parent.value).toBe('Holidays');
    const ofV1 = await json(v1.call('GET', `/api/assets/${holiday.asset_id}`));
    expect(ofV1.tags).toEqual([expect.objectContaining({ type: 'CUSTOM', name: holiday.value })]);
    expect(Object.keys((ofV1.tags as Json[])[0]!)).toEqual(['id', 'type', 'name', 'userId']);
    // the app reads both (its note on the fields v3 leaves out is src/api/schemas/lenient.test.ts's to check)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(AssetSchema.parse(ofV3).tags?.map((t) => t.value)).toContain(holiday.value);
    warn.mockRestore();
    expect(AssetSchema.parse(ofV1).tags?.map((t) => t.value)).toContain(holiday.value);
  });
});
