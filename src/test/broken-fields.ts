/**
 * One field broken at a time (ADR 085): the cases of the field-by-field tests, generated from a
 * sample's keys. Each shape's fields sit at a place in the sample (the asset itself, its
 * `exifInfo`, its first person, its owner, ...); every key there is replaced in turn by a value of
 * another JSON type. Only imported by `*.test.ts(x)` files.
 */
import { expect, vi } from 'vitest';

export type Json = Record<string, unknown>;
export type Path = readonly (string | number)[];

/** A value of another JSON type than `value`, so any schema of the field refuses it. */
export function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return true;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return 'yes';
  return 42;
}

/** The value at `path` inside `value` (`undefined` where the path ends early). */
export function get(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], value);
}

/** `value` (deep-copied) without the keys at `paths`. */
export function without(value: unknown, paths: readonly Path[]): unknown {
  const copy = structuredClone(value) as Json;
  for (const path of paths) {
    const parent = get(copy, path.slice(0, -1)) as Json | undefined;
    if (parent) delete parent[path.at(-1) as string];
  }
  return copy;
}

/** Where one shape's fields sit in a sample. */
export interface FieldPlace {
  /** the type named in reports, e.g. `ExifInfo` */
  type: string;
  /** where the object whose fields are broken sits in the sample (the sample itself when absent) */
  at?: Path;
  /** fields that say which item this is (or what kind): a bad one drops the item, nothing else */
  identity?: readonly string[];
}

/** The fields of an asset at `at`: its own, its EXIF's, its first person's and its owner's. */
export const assetPlaces = (at: Path = []): FieldPlace[] => [
  { type: 'Asset', at, identity: ['id'] },
  { type: 'ExifInfo', at: [...at, 'exifInfo'] },
  { type: 'Person', at: [...at, 'people', 0], identity: ['id'] },
  { type: 'User', at: [...at, 'owner'], identity: ['id'] },
];

/** A person's own fields (`GET /people/{id}`). */
export const personPlaces: FieldPlace[] = [{ type: 'Person', identity: ['id'] }];

/** A memory's own fields, its `data`'s, and those of its first asset. */
export const memoryPlaces: FieldPlace[] = [{ type: 'Memory', identity: ['id', 'type'] }, { type: 'Memory.data', at: ['data'] }, ...assetPlaces(['assets', 0])];

/** An activity's own fields and its author's. */
export const activityPlaces: FieldPlace[] = [
  { type: 'Activity', identity: ['id', 'type'] },
  { type: 'User', at: ['user'], identity: ['id'] },
];

/** One case: the sample with one field replaced by a value of another JSON type. */
export interface BrokenField {
  /** where it is, dotted: `exifInfo.city`, `people.0.name`, `id` */
  name: string;
  path: Path;
  /** the field's key in its object */
  field: string;
  place: FieldPlace;
  /** the field says which item this is: the item is dropped, not degraded */
  identity: boolean;
  /** the value that replaced the field's */
  bad: unknown;
  /** the whole sample, with that one field broken */
  input: Json;
}

/** Every field of every place of `sample()`, each broken alone, in the sample's key order. */
export function brokenFields(sample: () => Json, places: readonly FieldPlace[]): BrokenField[] {
  return places.flatMap((place) => {
    const at = place.at ?? [];
    return Object.keys(get(sample(), at) as Json).map((field) => {
      const input = sample();
      const target = get(input, at) as Json;
      const bad = wrongType(target[field]);
      target[field] = bad;
      const path = [...at, field];
      return { name: path.join('.'), path, field, place, identity: place.identity?.includes(field) ?? false, bad, input };
    });
  });
}

/** `broken` is an identity field of the item itself (its `id`, a memory's `type`), not of an object inside it. */
export function identifiesItem(broken: BrokenField): boolean {
  return broken.identity && !broken.place.at?.length;
}

/**
 * What is gone when `broken` is: the field, or for an identity field the whole object it names
 * (`people.0` for `people.0.id`; `""`, everything, for the item's own id).
 */
export function goneWith(broken: BrokenField): string {
  return broken.identity ? (broken.place.at ?? []).join('.') : broken.name;
}

/** A value a view shows, and what it is worked out from. */
export interface ShownValue {
  /** what it says with every field intact */
  text: string | RegExp;
  /**
   * the fields it is worked out from (dotted, as {@link BrokenField.name}), each with what the view
   * shows instead when that field is broken (`undefined`: the value is left out). A broken field
   * holding one of these (`exifInfo` for `exifInfo.make`) leaves the value out unless listed itself.
   */
  from?: Record<string, string | undefined>;
}

/** Whether `broken` changes `value`, and what is shown instead (`undefined`: left out). */
function changedBy(value: ShownValue, broken: BrokenField): { changed: boolean; instead?: string | undefined } {
  const from = value.from ?? {};
  const gone = goneWith(broken);
  if (gone in from) return { changed: true, instead: from[gone] };
  const under = gone === '' ? () => true : (key: string) => key.startsWith(`${gone}.`);
  return { changed: Object.keys(from).some(under) };
}

/** The text of `root` as a reader meets it, a line per text node: its text, and its images' and controls' names. */
export function shownText(root: HTMLElement): string {
  const lines: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) lines.push(node.nodeValue ?? '');
  for (const el of root.querySelectorAll('[alt], [aria-label], [title]')) for (const name of ['alt', 'aria-label', 'title']) lines.push(el.getAttribute(name) ?? '');
  return lines.join('\n');
}

const garbage = /\[object Object\]|NaN|undefined|Invalid Date|\bnull\b/;

/**
 * `root` shows every value of `values` that `broken` leaves alone; a value worked out from it is
 * left out or shows the view's unknown; nothing in it (or in the tab's title) shows as garbage
 * (`[object Object]`, `NaN`, `undefined`, `Invalid Date`, `null`, or the bad value itself).
 */
export function expectShown(root: HTMLElement, values: readonly ShownValue[], broken: BrokenField): void {
  const text = `${shownText(root)}\n${root.ownerDocument.title}`;
  expect(text).not.toMatch(garbage);
  if (typeof broken.bad !== 'string' || broken.bad === 'yes') expect(text).not.toMatch(new RegExp(`\\b${String(broken.bad)}\\b`));
  for (const value of values) {
    const { changed, instead } = changedBy(value, broken);
    const has = typeof value.text === 'string' ? text.includes(value.text) : value.text.test(text);
    expect(has, `${String(value.text)} ${changed ? 'left out' : 'shown'}`).toBe(!changed);
    if (instead !== undefined) expect(text, `${String(value.text)} shown as unknown`).toContain(instead);
  }
}

/**
 * The console names `broken`'s field (`ExifInfo.city`) at most once, however often the view read
 * the answer, and no other field: a sibling is never reported for it. A nested item dropped for its
 * id is reported as the field holding it (`Asset.people` for `people.0.id`). A key the app does not
 * read is not reported at all. Needs `console.warn` mocked, as `setupApiTests` does.
 */
export function expectReportedAlone(broken: BrokenField): void {
  const named = vi
    .mocked(console.warn)
    .mock.calls.map((call) => /^\[keepsake\] ([A-Za-z.]+): /.exec(String(call[0]))?.[1])
    .filter((name) => name !== undefined);
  expect(named.length).toBeLessThanOrEqual(1);
  const holder = (broken.place.at ?? []).filter((key) => typeof key === 'string').at(-1);
  for (const name of named) {
    if (broken.identity && holder) expect(name.endsWith(`.${holder}`), `${name} names ${holder}`).toBe(true);
    else expect(name).toBe(`${broken.place.type}.${broken.field}`);
  }
}
