import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { PersonEditError } from '../errors';
import { PersonSchema, type Person } from '../schemas/person';
import { editing } from './people-edits';
import { serverCapabilities } from './server';

const seg = encodeURIComponent;

/**
 * Moves one face to another person: `PUT /faces/{toPersonId}` with body `{id: faceId}` (Immich's
 * path names the TARGET person, the body the face). Resolves to that person. Another user's face
 * or person is `no-access`.
 */
export async function reassignFace(client: QueryClient, faceId: string, toPersonId: string): Promise<Person> {
  await serverCapabilities(client);
  return editing(() => apiFetch(`/faces/${seg(toPersonId)}`, { method: 'PUT', body: { id: faceId }, schema: PersonSchema }));
}

/** Throws `unsupported` (nothing asked) where the server cannot add or delete faces (before v1.127). */
async function needFaceEdits(client: QueryClient, what: string): Promise<void> {
  if (!(await serverCapabilities(client)).hasFaceEdits) throw new PersonEditError('unsupported', { message: `${what} needs Immich 1.127` });
}

/**
 * Deletes a face box: `DELETE /faces/{id}` with its required body `{force: false}` (soft, as
 * Immich's web client sends). 200 or 204. `unsupported` before v1.127, without asking.
 */
export async function deleteFace(client: QueryClient, faceId: string): Promise<void> {
  await needFaceEdits(client, 'deleting a face');
  await editing(() => apiFetch(`/faces/${seg(faceId)}`, { method: 'DELETE', body: { force: false } }));
}

/** A new face box, in pixels of the image `imageWidth × imageHeight` (rounded to integers: v3 takes no others). */
export interface NewFace {
  assetId: string;
  personId: string;
  imageWidth: number;
  imageHeight: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Tags a person on an asset: `POST /faces` (201, no body and no face id: read `GET /faces?id=`
 * again for it). `unsupported` before v1.127, without asking.
 */
export async function createFace(client: QueryClient, face: NewFace): Promise<void> {
  await needFaceEdits(client, 'adding a face');
  const { assetId, personId, ...box } = face;
  const pixels = Object.fromEntries(Object.entries(box).map(([key, value]) => [key, Math.round(value)]));
  await editing(() => apiFetch('/faces', { method: 'POST', body: { assetId, personId, ...pixels } }));
}
