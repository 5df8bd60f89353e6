import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiFetch } from '../client';
import { ApiError, PersonEditError, isApiError } from '../errors';
import { formatPath } from '../schemas/format-path';
import { isoDate } from '../schemas/helpers';
import { BulkIdResultListSchema } from '../schemas/memory';
import { PersonSchema, PersonSearchSchema, type Person } from '../schemas/person';
import { serverCapabilities } from './server';

const seg = encodeURIComponent;

/** What can be changed on a person; absent keys stay as they are. `birthDate: null` clears it. */
export interface PersonChanges {
  /** `""` makes the person unnamed */
  name?: string;
  /** a calendar date `YYYY-MM-DD` (never a `Date`: it would shift in the viewer's time zone), or `null` to clear */
  birthDate?: string | null;
  isHidden?: boolean;
  /** only where the server keeps favourites (`hasPersonFavorite`), else `unsupported` without asking */
  isFavorite?: boolean;
  /** the asset whose face of this person becomes the cover */
  featureFaceAssetId?: string;
}

const ChangesSchema = z.object({
  name: z.optional(z.string()),
  birthDate: z.optional(z.nullable(isoDate())),
  isHidden: z.optional(z.boolean()),
  isFavorite: z.optional(z.boolean()),
  featureFaceAssetId: z.optional(z.string().check(z.minLength(1))),
});

/** The changes, checked before anything is sent: a malformed one is `invalid` without a request. */
export function checkedChanges(endpoint: string, changes: PersonChanges): PersonChanges {
  const checked = ChangesSchema.safeParse(changes);
  if (checked.success) return checked.data;
  const issues = checked.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message }));
  throw new ApiError({ kind: 'invalid', endpoint, messages: issues.map((i) => `${i.path}: ${i.message}`), issues });
}

const NO_ACCESS = /\bno [\w.]+ access\b/i;

/**
 * Immich's refusals as {@link PersonEditError}s a view can say plainly: its 400 "Not found or no
 * person.update access" (another user's person or face) and a 403 (an API key's scope) are
 * `no-access`; a birth date in the future and a cover without this person's face are named.
 * Anything else is rethrown as it is.
 */
export function asEditError(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const says = (pattern: RegExp) => error.messages.some((m) => pattern.test(m));
  if (error.status === 403 || (error.status === 400 && says(NO_ACCESS))) return new PersonEditError('no-access', { cause: error, message: error.message });
  if (error.status === 400 && says(/birth date cannot be in the future/i)) return new PersonEditError('birth-date-in-future', { cause: error, message: error.message });
  if (error.status === 400 && says(/invalid assetid for feature face/i)) return new PersonEditError('invalid-cover', { cause: error, message: error.message });
  return error;
}

/** Runs a request, its refusals turned into {@link PersonEditError}s. */
export async function editing<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw asEditError(error);
  }
}

/**
 * Changes one person: `PUT /people/{id}`, `PATCH` from v3.0 (`personUpdate`). Resolves to the
 * person as the server now has it. Not retried (a rename twice is harmless, but a failure must be said).
 */
export async function updatePerson(client: QueryClient, id: string, changes: PersonChanges): Promise<Person> {
  const endpoint = `/people/${seg(id)}`;
  const body = checkedChanges(endpoint, changes);
  const capabilities = await serverCapabilities(client);
  if (body.isFavorite !== undefined && !capabilities.hasPersonFavorite) throw new PersonEditError('unsupported', { message: `favourites need Immich 1.126 (${endpoint})` });
  return editing(() => apiFetch(endpoint, { method: capabilities.personUpdate, body, schema: PersonSchema }));
}

/** `POST /people` (201): a new person, without faces until one is assigned (`reassignFace`). */
export async function createPerson(client: QueryClient, person: { name?: string; birthDate?: string | null }): Promise<Person> {
  const body = checkedChanges('/people', person);
  await serverCapabilities(client);
  return editing(() => apiFetch('/people', { method: 'POST', body, schema: PersonSchema }));
}

/** What {@link hidePeople} did: the ids changed, and those that were not (counted and said by views). */
export interface HideResult {
  changed: string[];
  failed: string[];
}

/** Requests in flight at once when people are changed one by one. */
const ONE_BY_ONE = 4;

/**
 * Hides or shows people: one bulk `PUT /people` where the server has it (v2+), else one
 * `updatePerson` each. Resolves with the ids that failed (an id the bulk answer leaves out failed);
 * throws only when the bulk request itself fails.
 */
export async function hidePeople(client: QueryClient, ids: readonly string[], isHidden: boolean): Promise<HideResult> {
  const unique = [...new Set(ids)];
  const capabilities = await serverCapabilities(client);
  if (capabilities.hasBulkPersonUpdate) {
    const body = { people: unique.map((id) => ({ id, isHidden })) };
    const results = await editing(() => apiFetch('/people', { method: 'PUT', body, schema: BulkIdResultListSchema }));
    const succeeded = new Set(results.filter((r) => r.success).map((r) => r.id));
    return { changed: unique.filter((id) => succeeded.has(id)), failed: unique.filter((id) => !succeeded.has(id)) };
  }
  const result: HideResult = { changed: [], failed: [] };
  for (let i = 0; i < unique.length; i += ONE_BY_ONE) {
    const batch = unique.slice(i, i + ONE_BY_ONE);
    const settled = await Promise.allSettled(batch.map((id) => updatePerson(client, id, { isHidden })));
    settled.forEach((outcome, j) => (outcome.status === 'fulfilled' ? result.changed : result.failed).push(batch[j]!));
  }
  return result;
}

/**
 * `GET /search/person?name=&withHidden=true`: the people whose name matches `name` (the server
 * matches parts of names; views compare whole names themselves, case-insensitively).
 */
export async function searchPeople(client: QueryClient, name: string, signal?: AbortSignal): Promise<Person[]> {
  await serverCapabilities(client);
  return apiFetch('/search/person', { query: { name, withHidden: true }, schema: PersonSearchSchema, signal });
}
