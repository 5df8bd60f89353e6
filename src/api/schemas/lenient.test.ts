// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { setupApiTests } from '@/test/api';
import { activityPlaces, assetPlaces, brokenFields, get, memoryPlaces, personPlaces, without, type FieldPlace, type Json } from '@/test/broken-fields';
import { ids, specActivity, specAsset, specMemory, specPerson, specUser } from '@/test/spec-samples';
import { ActivityListSchema, ActivitySchema } from './activity';
import { AssetSchema } from './asset';
import { lenient } from './helpers';
import { MemoryListSchema, MemorySchema } from './memory';
import { PersonSchema } from './person';
import { getDroppedItemReports, onDroppedItems, resetReports } from './reports';
import { UserSchema } from './user';

setupApiTests();

/** What a degraded field may show as: nothing, or its type's "unknown" (a count of 0, an empty list or object). */
function isUnknown(value: unknown): boolean {
  if (value === undefined || value === '' || value === false || value === 0 || value === 'OTHER' || value === 'primary') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && value !== null && Object.values(value).every(isUnknown);
}

const warnings = () => vi.mocked(console.warn).mock.calls.map((call) => String(call[0]));

interface Shape extends FieldPlace {
  schema: z.ZodMiniType;
  sample: () => Json;
  /** output fields worked out from a field, which change with it (`duration` → `durationSeconds`) */
  derived?: Record<string, (string | number)[][]>;
}

const assetDerived = { duration: [['durationSeconds']], people: [['faces']], stack: [['stackCount']], stackCount: [['stackCount']] };
const [asset, exif, assetPerson, owner] = assetPlaces();

const shapes: Shape[] = [
  { ...asset!, schema: AssetSchema, sample: () => specAsset(), derived: assetDerived },
  { ...exif!, schema: AssetSchema, sample: () => specAsset() },
  { ...assetPerson!, schema: AssetSchema, sample: () => specAsset(), derived: { name: [['faces']], faces: [['faces']] } },
  { ...owner!, schema: AssetSchema, sample: () => specAsset() },
  { ...personPlaces[0]!, schema: PersonSchema, sample: () => specPerson() },
  { ...memoryPlaces[0]!, schema: MemorySchema, sample: () => specMemory() },
  { ...memoryPlaces[1]!, schema: MemorySchema, sample: () => specMemory() },
  {
    ...memoryPlaces[2]!,
    schema: MemorySchema,
    sample: () => specMemory(),
    derived: Object.fromEntries(Object.entries(assetDerived).map(([field, paths]) => [field, paths.map((path) => ['assets', 0, ...path])])),
  },
  { ...activityPlaces[0]!, schema: ActivitySchema, sample: () => specActivity() },
  { ...activityPlaces[1]!, schema: ActivitySchema, sample: () => specActivity() },
  { type: 'User', identity: ['id'], schema: UserSchema, sample: () => specUser() },
];

describe('one bad field degrades that field alone (ADR 085)', () => {
  for (const shape of shapes) {
    const at = shape.at ?? [];
    const cases = brokenFields(shape.sample, [shape]);
    const good = () => shape.schema.parse(shape.sample());

    describe(`${shape.type} fields${at.length ? ` at ${at.join('.')}` : ''} of ${shape.schema === AssetSchema ? 'an asset' : shape.schema === MemorySchema ? 'a memory' : shape.schema === ActivitySchema ? 'an activity' : 'its own'}`, () => {
      it.each(cases.filter((c) => !c.identity).map((c) => [c.field, c] as const))('%s: shown as unknown, the rest kept, reported once by name', (field, { path, input }) => {
        const expected = good();
        resetReports();
        vi.mocked(console.warn).mockClear();

        const parsed = shape.schema.parse(input);
        shape.schema.parse(input);

        const known = field in (get(expected, at) as Json);
        if (known) expect(isUnknown(get(parsed, path)), `${path.join('.')} is unknown`).toBe(true);
        // every sibling, and the item around it, is what it was
        const ignore = [path, ...(shape.derived?.[field] ?? [])];
        expect(without(parsed, ignore)).toEqual(without(expected, ignore));
        // reported once (two parses), by its name; keys the app does not read are ignored silently
        const named = `${shape.type}.${field}`;
        if (known) expect(warnings()).toEqual([expect.stringContaining(`[keepsake] ${named}: `)]);
        else expect(warnings()).toEqual([]);
      });

      const identity = cases.filter((c) => c.identity).map((c) => [c.field, c] as const);
      if (identity.length) {
        it.each(identity)('%s: the item is not this one any more, so only it is dropped', (_field, { input }) => {
          if (at.length === 0) {
            expect(shape.schema.safeParse(input).success).toBe(false);
          } else {
            // a nested item with a bad id: the field holding it is unknown, its owner kept
            const parsed = shape.schema.parse(input) as Json;
            expect(isUnknown(get(parsed, [at[0]!])) || (Array.isArray(get(parsed, [at[0]!])) && (get(parsed, [at[0]!]) as unknown[]).length === 0)).toBe(true);
            expect(parsed.id).toBe(shape.sample().id);
          }
        });
      }
    });
  }

  it('a list keeps its other items when one has a bad identity field, and counts it', () => {
    const dropped: number[] = [];
    onDroppedItems((report) => dropped.push(report.dropped));
    const memories = MemoryListSchema.parse([specMemory(), specMemory({ id: 7 }), specMemory({ type: false })]);
    expect(memories.map((m) => m.id)).toEqual([ids.memory]);
    const activities = ActivityListSchema.parse([specActivity(), specActivity({ type: 'reaction' }), specActivity({ comment: 42 })]);
    expect(activities.map((a) => a.comment)).toEqual(['Lovely light', undefined]);
    expect(dropped).toEqual([2, 1]);
  });

  it('a memory whose assets are not a list is a memory without photos; one bad photo is dropped and counted', () => {
    expect(MemorySchema.parse(specMemory({ assets: {} })).assets).toEqual([]);
    expect(MemorySchema.parse(specMemory({ assets: [specAsset(), specAsset({ id: 9 })] })).assets).toHaveLength(1);
    expect(getDroppedItemReports()).toEqual([expect.objectContaining({ path: 'assets', dropped: 1, total: 2 })]);
  });

  it('names the problem (and where inside the field), never the value', () => {
    AssetSchema.parse(specAsset({ exifInfo: { fNumber: '2.8<script>' }, people: [{ id: ids.person, name: 'A', birthDate: null, isHidden: false, thumbnailPath: '', faces: [{ id: 'f1' }] }] }));
    const lines = warnings();
    expect(lines).toEqual([
      expect.stringMatching(/^\[keepsake\] ExifInfo\.fNumber: Invalid input: expected number, received string; shown as unknown/),
      expect.stringMatching(/^\[keepsake\] Person\.faces: .* at \[0\]\.id; shown as unknown/),
    ]);
    expect(lines.join('\n')).not.toContain('<script>');
  });

  it('a fallback object is shared but frozen, so no item can change it for the next', () => {
    const schema = lenient('Thing.list', z.array(AssetSchema), []);
    const first = schema.parse(42);
    expect(Object.isFrozen(first)).toBe(true);
    expect(schema.parse('x')).toBe(first);
  });
});
