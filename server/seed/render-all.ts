import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FaceBox } from '../media/types';
import type { PlannedAsset } from './plan-types';
import type { Renderer } from './renderer';

/** What rendering one asset produced, as the database needs it (files already written). */
export interface RenderedAsset {
  plan: PlannedAsset;
  originalFile: string;
  previewFile: string;
  thumbnailFile: string;
  videoFile: string | null;
  mime: string;
  thumbhash: string;
  checksum: string;
  fileSize: number;
  exifWidth: number;
  exifHeight: number;
  previewWidth: number;
  previewHeight: number;
  faces: FaceBox[];
}

/** The best picture of each person so far: the largest face inside the picture wins the face thumbnail. */
export type BestFaces = Map<string, { area: number; preview: Buffer; box: FaceBox; assetId: string; index: number }>;

async function put(dataDir: string, rel: string, data: Buffer): Promise<string> {
  await writeFile(join(dataDir, rel), data);
  return rel;
}

export async function renderAsset(r: Renderer, dataDir: string, a: PlannedAsset, best: BestFaces): Promise<RenderedAsset | undefined> {
  const dir = join('media', a.id.slice(0, 2));
  await mkdir(join(dataDir, dir), { recursive: true });
  const base = join(dir, a.id);
  const checksum = (b: Buffer): string => createHash('sha1').update(b).digest('base64');
  if (a.video) {
    if (!r.renderVideo) return undefined;
    const v = await r.renderVideo(a.video);
    const [videoFile, previewFile, thumbnailFile] = await Promise.all([put(dataDir, `${base}.mp4`, v.mp4), put(dataDir, `${base}-preview.jpg`, v.preview), put(dataDir, `${base}-thumbnail.webp`, v.thumbnail)]);
    return {
      plan: a, originalFile: videoFile, previewFile, thumbnailFile, videoFile, mime: 'video/mp4', thumbhash: v.thumbhash, checksum: checksum(v.mp4), fileSize: v.mp4.length,
      exifWidth: a.video.width, exifHeight: a.video.height, previewWidth: v.previewWidth, previewHeight: v.previewHeight, faces: v.faces,
    };
  }
  const p = await r.renderPhoto(a.photo!);
  const [originalFile, previewFile, thumbnailFile] = await Promise.all([put(dataDir, `${base}.jpg`, p.original), put(dataDir, `${base}-preview.jpg`, p.preview), put(dataDir, `${base}-thumbnail.webp`, p.thumbnail)]);
  p.faces.forEach((box, i) => {
    const key = a.faceKeys[i];
    // a face cut by the picture's border makes no cover
    const cut = box.x1 <= 0 || box.y1 <= 0 || box.x2 >= p.previewWidth || box.y2 >= p.previewHeight;
    if (!key || a.isTrashed || a.isArchived || cut) return;
    const area = (box.x2 - box.x1) * (box.y2 - box.y1);
    if ((best.get(key)?.area ?? 0) < area) best.set(key, { area, preview: p.preview, box, assetId: a.id, index: i });
  });
  return {
    plan: a, originalFile, previewFile, thumbnailFile, videoFile: null, mime: 'image/jpeg', thumbhash: p.thumbhash, checksum: checksum(p.original), fileSize: p.original.length,
    exifWidth: p.exifImageWidth, exifHeight: p.exifImageHeight, previewWidth: p.previewWidth, previewHeight: p.previewHeight, faces: p.faces,
  };
}

/** Runs `work` over `items` with at most `limit` in flight; results keep the input order. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>, onDone?: (done: number) => void): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let done = 0;
  const runner = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!, i);
      onDone?.(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return results;
}
