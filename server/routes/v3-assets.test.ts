// An asset in v3's shape (stack, duration, visibility, upright size), GET /faces, and people and
// users in v3's keys.
import { describe, expect, it } from 'vitest';
import { uprightSize } from '../mappers/asset-v3';
import { expectError } from '../test/contract';
import { expectV3Error, V3_KEYS } from '../test/v3';
import { album, id, json, list, openLibraries, person, v1, v3, type Json } from './v3-test-setup';

openLibraries();

describe('v3: assets', () => {
  it('answers an asset in v3’s keys: no device ids, unassignedFaces, resized; people without faces; stack object; width/height', async () => {
    const stacked = id('SELECT a.id FROM assets a JOIN stacks s ON s.primary_asset_id = a.id LIMIT 1');
    const a = await json(v3.call('GET', `/api/assets/${stacked}`));
    expect(Object.keys(a)).toEqual(V3_KEYS.asset);
    expect(Object.keys(a.exifInfo as Json)).toEqual(V3_KEYS.exif);
    expect(Object.keys(a.owner as Json)).toEqual(V3_KEYS.user);
    const stackSize = (v3.db.prepare('SELECT count(*) AS n FROM assets WHERE stack_id = (SELECT stack_id FROM assets WHERE id = ?)').get(stacked) as { n: number }).n;
    const stackId = (v3.db.prepare('SELECT stack_id AS id FROM assets WHERE id = ?').get(stacked) as { id: string }).id;
    expect(a.stack).toEqual({ id: stackId, primaryAssetId: stacked, assetCount: stackSize });
    expect(a.visibility).toBe('timeline');
    expect(a.duration).toBeNull();
    const tagValues = (v3.db.prepare('SELECT t.value FROM asset_tags at JOIN tags t ON t.id = at.tag_id WHERE at.asset_id = ? ORDER BY t.value').all(stacked) as { value: string }[]).map((t) => t.value);
    expect((a.tags as Json[]).map((t) => t.value)).toEqual(tagValues);
    expect(a.isEdited).toBe(false);
    const people = a.people as Json[];
    expect(people.length).toBeGreaterThan(0);
    for (const p of people) expect(Object.keys(p)).toEqual(V3_KEYS.person);
    const unstacked = await json(v3.call('GET', `/api/assets/${id('SELECT id FROM assets WHERE stack_id IS NULL AND owner_id = ? LIMIT 1', v3.userId('demo'))}`));
    expect(unstacked.stack).toBeNull();
  });

  it('a video’s duration is whole milliseconds (the default mode keeps "H:MM:SS.fff")', async () => {
    const video = id("SELECT id FROM assets WHERE type = 'VIDEO' LIMIT 1");
    const stored = (v3.db.prepare('SELECT duration FROM assets WHERE id = ?').get(video) as { duration: string }).duration;
    const [h, m, s] = stored.split(':').map(Number) as [number, number, number];
    expect((await json(v3.call('GET', `/api/assets/${video}`))).duration).toBe(Math.round((h * 3600 + m * 60 + s) * 1000));
    expect((await json(v1.call('GET', `/api/assets/${video}`))).duration).toBe(stored);
  });

  it('an archived photo is visibility "archive"; width/height are the upright size', async () => {
    const archived = await json(v3.call('GET', `/api/assets/${id('SELECT id FROM assets WHERE is_archived = 1 LIMIT 1')}`));
    expect([archived.visibility, archived.isArchived]).toEqual(['archive', true]);
    // every asset: width/height are the EXIF size, upright (orientations 5-8 swap them)
    const body = await json(v3.call('POST', '/api/search/metadata', { body: { withExif: true, size: 1000 } }));
    const assets = (body.assets as { items: Json[] }).items;
    expect(assets.length).toBeGreaterThan(10);
    for (const a of assets) {
      const e = a.exifInfo as Json;
      const quarter = ['5', '6', '7', '8'].includes(e.orientation as string);
      expect([a.width, a.height]).toEqual(quarter ? [e.exifImageHeight, e.exifImageWidth] : [e.exifImageWidth, e.exifImageHeight]);
    }
    expect(uprightSize({ exif_image_width: 1920, exif_image_height: 1080, orientation: '6' })).toEqual({ width: 1080, height: 1920 });
    expect(uprightSize({ exif_image_width: 1920, exif_image_height: 1080, orientation: '3' })).toEqual({ width: 1920, height: 1080 });
    expect(uprightSize({ exif_image_width: null, exif_image_height: null, orientation: null })).toEqual({ width: null, height: null });
  });
});

describe('v3: GET /faces', () => {
  // the demo user's photo with the most faces, all of them assigned (the library also holds faces of nobody)
  const mostFaces = (): string =>
    id("SELECT f.asset_id AS id FROM faces f JOIN assets a ON a.id = f.asset_id WHERE a.owner_id = (SELECT id FROM users WHERE email = 'demo@keepsake.test') GROUP BY f.asset_id HAVING sum(f.person_id IS NULL) = 0 ORDER BY count(*) DESC, f.asset_id LIMIT 1");

  it('answers every face of the asset left to right, the same boxes the default mode puts inside the asset', async () => {
    const assetId = mostFaces();
    const faces = await list(v3.call('GET', `/api/faces?id=${assetId}`));
    const stored = (v3.db.prepare('SELECT count(*) AS n FROM faces WHERE asset_id = ?').get(assetId) as { n: number }).n;
    expect(faces).toHaveLength(stored);
    expect(stored).toBeGreaterThan(1);
    for (const f of faces) {
      expect(Object.keys(f)).toEqual(V3_KEYS.face);
      expect(f.sourceType).toBe('machine-learning');
      expect(Object.keys(f.person as Json)).toEqual(V3_KEYS.person);
    }
    const xs = faces.map((f) => f.boundingBoxX1 as number);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    const old = await json(v1.call('GET', `/api/assets/${assetId}`));
    const oldFaces = (old.people as { id: string; faces: Json[] }[]).flatMap((p) => p.faces.map((f): Json => ({ ...f, personId: p.id })));
    for (const f of faces) {
      const match = oldFaces.find((o) => o.id === f.id)!;
      expect(match).toBeDefined();
      expect([match.boundingBoxX1, match.boundingBoxY1, match.boundingBoxX2, match.boundingBoxY2, match.imageWidth, match.imageHeight, match.personId]).toEqual([
        f.boundingBoxX1, f.boundingBoxY1, f.boundingBoxX2, f.boundingBoxY2, f.imageWidth, f.imageHeight, (f.person as Json).id,
      ]);
    }
    // the asset itself no longer carries them
    for (const p of (await json(v3.call('GET', `/api/assets/${assetId}`))).people as Json[]) expect(p).not.toHaveProperty('faces');
  });

  it('a member of a shared album gets the boxes with person null (she owns none of those people)', async () => {
    const banff = album('Cabin%');
    const assetId = id(
      "SELECT f.asset_id AS id FROM faces f JOIN album_assets aa ON aa.asset_id = f.asset_id JOIN assets a ON a.id = f.asset_id WHERE aa.album_id = ? AND a.owner_id = (SELECT id FROM users WHERE email = 'demo@keepsake.test') GROUP BY f.asset_id HAVING sum(f.person_id IS NULL) = 0 LIMIT 1",
      banff,
    );
    const mine = await list(v3.call('GET', `/api/faces?id=${assetId}`));
    const hers = await list(v3.call('GET', `/api/faces?id=${assetId}`, { user: 'maya' }));
    expect(hers.map((f) => f.id)).toEqual(mine.map((f) => f.id));
    expect(mine.every((f) => f.person !== null)).toBe(true);
    expect(hers.every((f) => f.person === null)).toBe(true);
  });

  it('refuses a malformed id (validation), an unknown or unshared asset (not found); the default mode answers in v1.106’s keys', async () => {
    await expectV3Error(await v3.call('GET', '/api/faces?id=nope'), 400, ['id must be a UUID']);
    await expectV3Error(await v3.call('GET', '/api/faces'), 400, ['id must be a UUID']);
    await expectV3Error(await v3.call('GET', '/api/faces?id=4f1c7a1e-2b8d-4c39-9e57-0d3a3b1f6a11'), 400, 'Not found or no asset.read access');
    const ellaOnly = id('SELECT aa.asset_id AS id FROM album_assets aa JOIN albums al ON al.id = aa.album_id WHERE al.name = ? LIMIT 1', 'Ella growing up');
    await expectV3Error(await v3.call('GET', `/api/faces?id=${ellaOnly}`, { user: 'maya' }), 400, 'Not found or no asset.read access');
    const v1Faces = await list(v1.call('GET', `/api/faces?id=${mostFaces()}`));
    expect(v1Faces.length).toBeGreaterThan(1);
    for (const f of v1Faces) expect(Object.keys(f)).not.toContain('sourceType');
  });

  it('video playback of an image is not found (404), where the default mode refuses it (400)', async () => {
    const image = id("SELECT id FROM assets WHERE type = 'IMAGE' AND owner_id = (SELECT id FROM users WHERE email = ?) LIMIT 1", 'demo@keepsake.test');
    await expectV3Error(await v3.call('GET', `/api/assets/${image}/video/playback`), 404, 'Asset is not a video');
    await expectError(await v1.call('GET', `/api/assets/${image}/video/playback`), 400, 'Asset is not a video');
  });
});

describe('v3: people', () => {
  it('people and a person carry isFavorite and updatedAt; the list says hasNextPage', async () => {
    const body = await json(v3.call('GET', '/api/people'));
    expect(Object.keys(body)).toEqual(V3_KEYS.people);
    expect(body.hasNextPage).toBe(false);
    for (const p of body.people as Json[]) expect(Object.keys(p)).toEqual(V3_KEYS.person);
    expect(Object.keys(await json(v3.call('GET', `/api/people/${person('Ella Rivera')}`)))).toEqual(V3_KEYS.person);
  });

  it('users carry profileChangedAt; /users/me has license', async () => {
    expect(Object.keys(await json(v3.call('GET', '/api/users/me')))).toEqual(V3_KEYS.me);
    expect(Object.keys(await json(v3.call('GET', `/api/users/${v3.userId('maya')}`)))).toEqual(V3_KEYS.user);
  });
});
