import type { QueryClient } from '@tanstack/react-query';
import type { Person } from '../schemas/person';
import { rememberMerged } from './merged-people';
import { personQueries } from './person';

/** The fields of a person a change shows at once in every cached copy. */
export type PersonPatch = Partial<Pick<Person, 'name' | 'birthDate' | 'isHidden' | 'isFavorite' | 'updatedAt'>>;

const PATCHED_KEYS = ['name', 'birthDate', 'isHidden', 'isFavorite', 'updatedAt'] as const;
/** Deep enough for the shapes that hold people: infinite pages > memories > assets > faces > person. */
const MAX_DEPTH = 8;

type Json = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A full person (list item, detail, an asset's person) takes every key; a face's `{id, name}` only those it has. */
function patchPerson(person: Json, patch: PersonPatch): Json {
  const full = 'isHidden' in person;
  const next: Json = { ...person };
  for (const key of PATCHED_KEYS) if (key in patch && (full || key in person)) next[key] = patch[key];
  return next;
}

/** A people list `{people, total, hidden}`: its `hidden` count follows the person's `isHidden`. */
function isPeopleList(value: Json): boolean {
  return Array.isArray(value.people) && typeof value.hidden === 'number' && typeof value.total === 'number';
}

/**
 * `value` with every copy of person `id` patched, or `value` itself when it holds none. Walks plain
 * objects and arrays only (a packed photo list, a class instance, holds no names).
 */
function patchIn(value: unknown, id: string, patch: PersonPatch, depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const patched = patchIn(item, id, patch, depth + 1);
      changed ||= patched !== item;
      return patched;
    });
    return changed ? next : value;
  }
  if (!isPlainObject(value)) return value;
  if (value.id === id && typeof value.name === 'string') return patchPerson(value, patch);
  let next: Json | undefined;
  for (const [key, child] of Object.entries(value)) {
    const patched = patchIn(child, id, patch, depth + 1);
    if (patched !== child) (next ??= { ...value })[key] = patched;
  }
  if (next && isPeopleList(value) && 'isHidden' in patch) next.hidden = (value.hidden as number) + hiddenDelta(value.people as Json[], id, patch.isHidden);
  return next ?? value;
}

function hiddenDelta(people: readonly Json[], id: string, isHidden: boolean | undefined): number {
  const before = people.find((p) => p.id === id)?.isHidden === true;
  return before === (isHidden === true) ? 0 : isHidden ? 1 : -1;
}

/** The person's current values of the patched fields, from the first cached copy that is a full person. */
function currentValues(client: QueryClient, id: string, patch: PersonPatch): PersonPatch | undefined {
  let found: Json | undefined;
  const look = (value: unknown, depth = 0): void => {
    if (found || depth > MAX_DEPTH) return;
    if (Array.isArray(value)) value.forEach((item) => look(item, depth + 1));
    else if (isPlainObject(value)) {
      if (value.id === id && 'isHidden' in value) found = value;
      else Object.values(value).forEach((child) => look(child, depth + 1));
    }
  };
  for (const query of client.getQueryCache().getAll()) look(query.state.data);
  if (!found) return undefined;
  const before: Json = {};
  for (const key of PATCHED_KEYS) if (key in patch) before[key] = found[key];
  return before;
}

/**
 * Shows a change to person `id` in every cached copy at once: the person's page, the people lists
 * (and their hidden counts), every asset's `people` and face labels (viewer, memories, albums) and
 * a birthday memory's title (it reads the person's detail). Returns the rollback, which puts the
 * person's previous values back in every copy (changes to other people made meanwhile stay).
 */
export function applyPersonChange(client: QueryClient, id: string, patch: PersonPatch): () => void {
  const before = currentValues(client, id, patch);
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = patchIn(data, id, patch);
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
  return () => {
    if (before) applyPersonChange(client, id, before);
  };
}

/** `value` without the `gone` people in its people lists (counts follow), or `value` itself. */
function removeFromLists(value: unknown, gone: ReadonlySet<string>, depth = 0): unknown {
  if (depth > 3) return value;
  if (Array.isArray(value)) {
    const next = value.map((item) => removeFromLists(item, gone, depth + 1));
    return next.some((item, i) => item !== value[i]) ? next : value;
  }
  if (!isPlainObject(value)) return value;
  if (isPeopleList(value)) {
    const people = value.people as Json[];
    const removed = people.filter((p) => gone.has(p.id as string));
    if (removed.length === 0) return value;
    const hidden = removed.filter((p) => p.isHidden === true).length;
    return { ...value, people: people.filter((p) => !gone.has(p.id as string)), total: (value.total as number) - removed.length, hidden: (value.hidden as number) - hidden };
  }
  if (Array.isArray(value.pages)) {
    const pages = removeFromLists(value.pages, gone, depth + 1);
    return pages === value.pages ? value : { ...value, pages };
  }
  return value;
}

/**
 * After a merge: the merged people leave every cached people list (counts follow), their pages'
 * data is dropped and remembered as merged into `keptId`, and the kept person shows `kept` (the
 * server's answer after the merge) where given. Views then refetch with {@link refreshPeople}.
 */
export function applyMerge(client: QueryClient, keptId: string, mergedIds: readonly string[], kept?: PersonPatch): void {
  const gone = new Set(mergedIds);
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data;
    const next = data === undefined ? data : removeFromLists(data, gone);
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
  for (const id of mergedIds) client.removeQueries({ queryKey: personQueries.detail(id).queryKey, exact: true });
  if (kept) applyPersonChange(client, keptId, kept);
  rememberMerged(keptId, mergedIds);
}
