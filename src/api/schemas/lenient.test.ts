import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { setupApiTests } from '@/test/api';
import { ids, specActivity, specAsset, specMemory, specUser } from '@/test/spec-samples';
import { ActivityListSchema, ActivitySchema } from './activity';
import { AssetSchema } from './asset';
import { lenient } from './helpers';
import { MemoryListSchema, MemorySchema } from './memory';
import { PersonSchema } from './person';
import { getDroppedItemReports, onDroppedItems, resetReports } from './reports';
import { UserSchema } from './user';

setupApiTests();

type Json = Record<string, unknown>;

/** A value of another JSON type than `value`, so any schema of the field refuses it. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return true;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return 'yes';
  return 42;
}

/** What a degraded field may show as: nothing, or its type's "unknown" (a count of 0, an empty list or object). */
function isUnknown(value: unknown): boolean {
  if (value === undefined || value === '' || value === false || value === 0 || value === 'OTHER' || value === 'primary') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && value !== null && Object.values(value).every(isUnknown);
}

const warnings = () => vi.mocked(console.warn).mock.calls.map((call) => String(call[0]));

function get(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], value);
}

/** `value` (deep-copied) without the keys at `paths`. */
function without(value: unknown, paths: readonly (readonly (string | number)[])[]): unknown {
  const copy = structuredClone(value) as Json;
  for (const path of paths) {
    const parent = get(copy, path.slice(0, -1)) as Json | undefined;
    if (parent) delete parent[path.at(-1) as string];
  }
  return copy;
}

interface Shape {
  /** the type named in reports, e.g. `ExifInfo` */
  type: string;
  schema: z.ZodType;
  sample: () => Json;
  /** where the object whose fields are broken sits in the sample (and in the parsed output) */
  at?: (string | number)[];
  /** fields that say which item this is (or what kind): a bad one drops the item, nothing else */
  identity?: string[];
  /** output fields worked out from a field, which change with it (`duration` → `durationSeconds`) */
  derived?: Record<string, (string | number)[][]>;
}

const shapes: Shape[] = [
  {
    type: 'Asset',
    schema: AssetSchema,
    sample: () => specAsset(),
    identity: ['id'],
    derived: { duration: [['durationSeconds']], people: [['faces']], stack: [['stackCount']], stackCount: [['stackCount']] },
  },
  { type: 'ExifInfo', schema: AssetSchema, sample: () => specAsset(), at: ['exifInfo'] },
  { type: 'Person', schema: AssetSchema, sample: () => specAsset(), at: ['people', 0], identity: ['id'], derived: { name: [['faces']], faces: [['faces']] } },
  { type: 'User', schema: AssetSchema, sample: () => specAsset(), at: ['owner'], identity: ['id'] },
  { type: 'Person', schema: PersonSchema, sample: () => ({ id: ids.person, name: 'Alice', birthDate: '1990-04-15', isHidden: false, thumbnailPath: 'upload/thumbs/alice.jpeg' }), identity: ['id'] },
  { type: 'Memory', schema: MemorySchema, sample: () => specMemory(), identity: ['id', 'type'] },
  { type: 'Memory.data', schema: MemorySchema, sample: () => specMemory(), at: ['data'] },
  { type: 'Asset', schema: MemorySchema, sample: () => specMemory(), at: ['assets', 0], identity: ['id'], derived: { duration: [['assets', 0, 'durationSeconds']], people: [['assets', 0, 'faces']], stack: [['assets', 0, 'stackCount']], stackCount: [['assets', 0, 'stackCount']] } },
  { type: 'Activity', schema: ActivitySchema, sample: () => specActivity(), identity: ['id', 'type'] },
  { type: 'User', schema: ActivitySchema, sample: () => specActivity(), at: ['user'], identity: ['id'] },
  { type: 'User', schema: UserSchema, sample: () => specUser(), identity: ['id'] },
];

describe('one bad field degrades that field alone (ADR 085)', () => {
  for (const shape of shapes) {
    const at = shape.at ?? [];
    const fields = Object.keys(get(shape.sample(), at) as Json);
    const good = () => shape.schema.parse(shape.sample());

    describe(`${shape.type} fields${at.length ? ` at ${at.join('.')}` : ''} of ${shape.schema === AssetSchema ? 'an asset' : shape.schema === MemorySchema ? 'a memory' : shape.schema === ActivitySchema ? 'an activity' : 'its own'}`, () => {
      it.each(fields.filter((field) => !shape.identity?.includes(field)))('%s: shown as unknown, the rest kept, reported once by name', (field) => {
        const input = shape.sample();
        const target = get(input, at) as Json;
        const bad = wrongType(target[field]);
        target[field] = bad;
        const expected = good();
        resetReports();
        vi.mocked(console.warn).mockClear();

        const parsed = shape.schema.parse(input);
        shape.schema.parse(input);

        const path = [...at, field];
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

      if (shape.identity?.length) {
        it.each(shape.identity)('%s: the item is not this one any more, so only it is dropped', (field) => {
          const input = shape.sample();
          (get(input, at) as Json)[field] = wrongType((get(input, at) as Json)[field]);
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
    const memories = MemoryListSchema.parse([specMemory(), specMemory({ id: 7 }), specMemory({ type: 'trip' })]);
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
    const schema = lenient('Thing.list', AssetSchema.array(), []);
    const first = schema.parse(42);
    expect(Object.isFrozen(first)).toBe(true);
    expect(schema.parse('x')).toBe(first);
  });
});
