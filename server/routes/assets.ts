import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { requireAssetAccess } from '../http/access';
import { badRequest, noAccess, notFound } from '../http/errors';
import { CACHE_PRIVATE_DAY, CACHE_PRIVATE_NONE, sendFile } from '../http/files';
import type { ApiEnv } from '../http/types';
import { Checks, optionalEnum, uuidParam } from '../http/validate';
import { ASSET_SELECT, mapAsset, peopleOfAsset, unassignedFacesOf, type AssetRow } from '../mappers/asset';
import { userLookup } from '../mappers/user';
import { tagsOfAsset } from '../seed/tags';
import { parseSyntheticId, syntheticAsset, syntheticPerson, syntheticSource } from '../synthetic';

export const assetRoutes = new Hono<ApiEnv>();

function loadRow(c: Context<ApiEnv>, id: string): AssetRow | undefined {
  return c.get('db').prepare(`${ASSET_SELECT} WHERE a.id = ?`).get(id) as AssetRow | undefined;
}

/** The asset row whose files answer for `id` (a synthetic id borrows a real asset's files). */
function fileRow(c: Context<ApiEnv>, id: string, permission: string): AssetRow {
  const db = c.get('db');
  const synthetic = parseSyntheticId(id);
  if (synthetic) {
    const person = syntheticPerson(db, synthetic.personSeq);
    const src = person && person.owner_id === c.get('user').id && synthetic.index < person.synthetic_count ? syntheticSource(db, person, synthetic.index) : undefined;
    if (!src) throw noAccess(permission);
    return src;
  }
  requireAssetAccess(db, c.get('user').id, id, permission);
  const row = loadRow(c, id);
  if (!row) throw noAccess(permission);
  return row;
}

assetRoutes.get('/assets/:id', (c) => {
  const id = uuidParam(c);
  const db = c.get('db');
  const api = c.get('api');
  const user = c.get('user');
  const synthetic = parseSyntheticId(id);
  if (synthetic) {
    const person = syntheticPerson(db, synthetic.personSeq);
    const asset = person && person.owner_id === user.id ? syntheticAsset(db, person, synthetic.personSeq, synthetic.index, 'full', api) : undefined;
    if (!asset) throw noAccess('asset.read');
    return c.json({ ...asset, owner: userLookup(db, api)(person!.owner_id) });
  }
  requireAssetAccess(db, user.id, id, 'asset.read');
  const row = loadRow(c, id)!;
  const users = userLookup(db, api);
  // like Immich, people are only shown to the asset's owner
  const isOwner = row.owner_id === user.id;
  let stack: unknown[] | undefined;
  if (row.stack_id) {
    const others = db.prepare(`${ASSET_SELECT} WHERE a.stack_id = ? AND a.id != s.primary_asset_id ORDER BY a.file_created_at`).all(row.stack_id) as AssetRow[];
    stack = others.map((o) => mapAsset(o, 'list'));
  }
  // faces of nobody are shown to every reader (v1.106 blanks only `people`)
  const unassignedFaces = api === 'v3' ? undefined : unassignedFacesOf(db, id);
  return c.json(mapAsset(row, 'full', { owner: users(row.owner_id), people: isOwner ? peopleOfAsset(db, id) : [], stack, tags: isOwner ? tagsOfAsset(db, id) : [], unassignedFaces }, api));
});

assetRoutes.get('/assets/:id/thumbnail', (c) => {
  const id = uuidParam(c);
  const checks = new Checks();
  const size = optionalEnum(checks, 'size', c.req.query('size'), ['preview', 'thumbnail'] as const) ?? 'thumbnail';
  checks.throwIfAny();
  const row = fileRow(c, id, 'asset.view');
  const dir = c.get('dataDir');
  return size === 'preview'
    ? sendFile(c, join(dir, row.preview_file), 'image/jpeg', CACHE_PRIVATE_DAY)
    : sendFile(c, join(dir, row.thumbnail_file), 'image/webp', CACHE_PRIVATE_DAY);
});

assetRoutes.get('/assets/:id/original', (c) => {
  const id = uuidParam(c);
  const row = fileRow(c, id, 'asset.download');
  return sendFile(c, join(c.get('dataDir'), row.original_file), row.original_mime_type, CACHE_PRIVATE_NONE);
});

assetRoutes.get('/assets/:id/video/playback', (c) => {
  const id = uuidParam(c);
  const row = fileRow(c, id, 'asset.view');
  // v1.106 refuses an image here with a 400; v2 and later find no video to play (404)
  if (row.type !== 'VIDEO' || !row.video_file) throw (c.get('api') === 'v3' ? notFound : badRequest)('Asset is not a video');
  return sendFile(c, join(c.get('dataDir'), row.video_file), 'video/mp4', CACHE_PRIVATE_DAY);
});
