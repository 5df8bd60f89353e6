/**
 * renderVideo: a slow pan across an illustrated scene, encoded by the bundled ffmpeg as H.264
 * (yuv420p, +faststart) so every browser plays it; the first frame is the poster.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { RenderedVideo, VideoSpec } from './types';
import { createRng, PICTURE_STREAM } from '../lib/prng';
import { buildScene } from './scenes';
import { placePeople } from './people';
import { deriveAll, previewSize, rasterize, type RawImage } from './derive';
import { runFfmpeg } from './ffmpeg';

export const VIDEO_FPS = 24;
/** Pan speed in px per frame: whole pixels keep the motion smooth without resampling. */
const PAN = 1;

function checkSpec(spec: VideoSpec): void {
  if (!Number.isInteger(spec.width) || !Number.isInteger(spec.height) || spec.width < 32 || spec.height < 32 || spec.width > 1920 || spec.height > 1920) {
    throw new Error(`renderVideo: width/height must be integers 32..1920, got ${spec.width}x${spec.height}`);
  }
  if (!(spec.durationSec >= 0.5 && spec.durationSec <= 30)) throw new Error(`renderVideo: durationSec must be 0.5..30, got ${spec.durationSec}`);
  if ((spec.faces?.length ?? 0) > 6) throw new Error(`renderVideo: at most 6 faces fit a frame, got ${spec.faces?.length}`);
}

/** The frames of the pan, cut row by row out of one wide raster (no per-frame image work). */
function* panFrames(wide: RawImage, width: number, height: number, count: number): Generator<Buffer> {
  const rowBytes = width * 3;
  for (let i = 0; i < count; i++) {
    const frame = Buffer.allocUnsafe(rowBytes * height);
    const left = i * PAN * 3;
    for (let y = 0; y < height; y++) wide.data.copy(frame, y * rowBytes, y * wide.width * 3 + left, y * wide.width * 3 + left + rowBytes);
    yield frame;
  }
}

export async function renderVideo(spec: VideoSpec): Promise<RenderedVideo> {
  checkSpec(spec);
  // H.264 in yuv420p needs even dimensions
  const width = spec.width - (spec.width % 2);
  const height = spec.height - (spec.height % 2);
  const frames = Math.max(1, Math.round(spec.durationSec * VIDEO_FPS));
  const wideWidth = width + frames * PAN;
  const rng = createRng(spec.seed, PICTURE_STREAM);
  const scene = buildScene(spec.scene, rng, wideWidth, height);
  // people stand in the first frame (the poster, where faces are detected) and drift left with the pan
  const people = placePeople(spec.faces ?? [], width, height, scene.headLine, rng, { ages: spec.ages });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${wideWidth}" height="${height}" viewBox="0 0 ${wideWidth} ${height}"><defs>${scene.defs}</defs>${scene.body}${people.svg}</svg>`;
  const wide = await rasterize(svg);

  const dir = await mkdtemp(join(tmpdir(), 'keepsake-video-'));
  try {
    const out = join(dir, 'video.mp4');
    await runFfmpeg([
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', String(VIDEO_FPS), '-i', 'pipe:0',
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-maxrate', '1500k', '-bufsize', '3000k',
      '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-threads', '1',
      // deterministic bytes: no encoder/version strings or timestamps
      '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact',
      '-movflags', '+faststart', '-f', 'mp4', out,
    ], panFrames(wide, width, height, frames));
    const mp4 = await readFile(out);
    const poster = previewSize(width, height);
    const first = await sharp(wide.data, { raw: { width: wideWidth, height, channels: 3 } })
      .extract({ left: 0, top: 0, width, height })
      .resize(poster.width, poster.height, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const derived = await deriveAll({ data: first.data, width: first.info.width, height: first.info.height });
    const sx = poster.width / width;
    const sy = poster.height / height;
    const faces = people.boxes.map((b) => ({ x1: Math.round(b.x1 * sx), y1: Math.round(b.y1 * sy), x2: Math.round(b.x2 * sx), y2: Math.round(b.y2 * sy) }));
    return { mp4, ...derived, faces };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
