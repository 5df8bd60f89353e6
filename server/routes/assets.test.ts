import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AssetSchema } from '../../src/api/schemas';
import { expectContract, expectError } from '../test/contract';
import { openTestLibrary, type TestLibrary } from '../test/library';

let lib: TestLibrary;
const one = (sql: string, ...args: unknown[]): string => (lib.db.prepare(sql).get(...args) as { id: string }).id;
beforeAll(async () => {
  lib = await openTestLibrary();
});
afterAll(() => lib.close());

describe('GET /assets/{id}', () => {
  it('answers the full asset: owner, EXIF, tags, every person with faces', async () => {
    const id = one("SELECT a.id FROM assets a JOIN faces f ON f.asset_id = a.id JOIN users u ON u.id = a.owner_id WHERE u.email = 'demo@keepsake.test' LIMIT 1");
    const raw = (await (await lib.call('GET', `/api/assets/${id}`)).json()) as Record<string, unknown>;
    expect(Object.keys(raw).slice(0, 5)).toEqual(['id', 'deviceAssetId', 'ownerId', 'owner', 'deviceId']);
    expect(raw.tags).toEqual([]);
    expect(raw.stackCount).toBeNull();
    expect(raw).not.toHaveProperty('stack');
    const asset = expectContract(AssetSchema, raw);
    expect(asset.owner?.email).toBe('demo@keepsake.test');
    expect(asset.people?.length).toBeGreaterThan(0);
    expect(asset.exifInfo?.make).toBeDefined();
  });

  it('shows an EXIF-less asset with an exifInfo full of nulls but dimensions and size', async () => {
    const id = one('SELECT asset_id AS id FROM exif WHERE make IS NULL AND asset_id IN (SELECT id FROM assets WHERE type = ?) LIMIT 1', 'IMAGE');
    const raw = (await (await lib.call('GET', `/api/assets/${id}`)).json()) as { exifInfo: Record<string, unknown> };
    expect(raw.exifInfo.make).toBeNull();
    expect(raw.exifInfo.orientation).toBeNull();
    expect(raw.exifInfo.timeZone).toBeNull();
    expect(raw.exifInfo.exifImageWidth).toBeGreaterThan(0);
    expect(raw.exifInfo.fileSizeInByte).toBeGreaterThan(0);
    expectContract(AssetSchema, raw);
  });

  it('describes a stack: parent, the other members and the count', async () => {
    const id = one('SELECT primary_asset_id AS id FROM stacks LIMIT 1');
    const raw = (await (await lib.call('GET', `/api/assets/${id}`)).json()) as Record<string, unknown>;
    expect(raw.stackParentId).toBe(id);
    expect(raw.stackCount).toBeGreaterThanOrEqual(2);
    expect((raw.stack as unknown[]).length).toBe((raw.stackCount as number) - 1);
    expectContract(AssetSchema, raw);
  });

  it('shows assets of an album shared with the user, but not their people', async () => {
    const id = one("SELECT a.id FROM assets a JOIN album_assets aa ON aa.asset_id = a.id JOIN albums al ON al.id = aa.album_id WHERE al.name LIKE 'Cabin%' AND a.owner_id = al.owner_id AND a.id IN (SELECT asset_id FROM faces) LIMIT 1");
    const asset = expectContract(AssetSchema, await (await lib.call('GET', `/api/assets/${id}`, { user: 'jonas' })).json());
    expect(asset.people).toEqual([]);
  });

  it('refuses assets the user cannot see, unknown and malformed ids', async () => {
    const id = one("SELECT a.id FROM assets a JOIN users u ON u.id = a.owner_id WHERE u.email = 'demo@keepsake.test' AND a.id NOT IN (SELECT asset_id FROM album_assets) LIMIT 1");
    await expectError(await lib.call('GET', `/api/assets/${id}`, { user: 'maya' }), 400, 'Not found or no asset.read access');
    await expectError(await lib.call('GET', '/api/assets/4f1c7a1e-2b8d-4c39-9e57-0d3a3b1f6a11'), 400, 'Not found or no asset.read access');
    await expectError(await lib.call('GET', '/api/assets/..%2F..%2Fetc%2Fpasswd/original'), 400, ['id must be a UUID']);
    await expectError(await lib.call('GET', '/api/assets/12345678-1234-1234-1234-123456789012/thumbnail'), 400, ['id must be a UUID']);
  });
});

describe('asset files', () => {
  const image = (): string => one("SELECT asset_id AS id FROM exif WHERE orientation = '6' LIMIT 1");

  it('thumbnail: WebP about 250 px on the short side, cached privately for a day', async () => {
    const res = await lib.call('GET', `/api/assets/${image()}/thumbnail?size=thumbnail`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(res.headers.get('x-immich-cid')).toMatch(/^[a-z0-9]{8}$/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.min(meta.width, meta.height)).toBe(250);
    const noSize = await lib.call('GET', `/api/assets/${image()}/thumbnail`);
    expect(noSize.headers.get('content-type')).toBe('image/webp');
  });

  it('preview: upright JPEG (a portrait for a rotated original), 1440 px long side', async () => {
    const id = image();
    const res = await lib.call('GET', `/api/assets/${id}/thumbnail?size=preview`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(1440);
    const exif = lib.db.prepare('SELECT exif_image_width AS w, exif_image_height AS h FROM exif WHERE asset_id = ?').get(id) as { w: number; h: number };
    // orientation 6 stores the picture rotated: the upright preview swaps the stored aspect
    expect(meta.width > meta.height).toBe(exif.h > exif.w);
  });

  it('original: the stored file with its EXIF orientation', async () => {
    const res = await lib.call('GET', `/api/assets/${image()}/original`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.orientation).toBe(6);
  });

  it('rejects an unknown size', async () => {
    await expectError(await lib.call('GET', `/api/assets/${image()}/thumbnail?size=huge`), 400, ['size must be one of the following values: preview, thumbnail']);
  });

  it('video playback: 400 for an image; the MP4 with Range support for a video', async () => {
    await expectError(await lib.call('GET', `/api/assets/${image()}/video/playback`), 400, 'Asset is not a video');
    const video = lib.db.prepare("SELECT id FROM assets WHERE type = 'VIDEO' LIMIT 1").get() as { id: string } | undefined;
    if (!video) return expect.fail('the library has no video (server/media renderVideo missing?)');
    const full = await lib.call('GET', `/api/assets/${video.id}/video/playback`);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/mp4');
    const size = Number(full.headers.get('content-length'));
    const bytes = Buffer.from(await full.arrayBuffer());
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
    const part = await lib.call('GET', `/api/assets/${video.id}/video/playback`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const tail = await lib.call('GET', `/api/assets/${video.id}/video/playback`, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(size - 10));
    const bad = await lib.call('GET', `/api/assets/${video.id}/video/playback`, { headers: { range: `bytes=${size + 5}-` } });
    expect(bad.status).toBe(416);
  });
});
