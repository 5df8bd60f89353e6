import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { thumbHashToRGBA } from 'thumbhash';
import { renderVideo } from './index';
import { ffmpegPath } from './ffmpeg';
import { decode, measuredHeadBox } from './test-helpers';
import type { FaceLook } from './types';

/** Top-level MP4 boxes in file order. */
function topBoxes(mp4: Buffer): string[] {
  const names: string[] = [];
  for (let p = 0; p + 8 <= mp4.length;) {
    const size = mp4.readUInt32BE(p);
    names.push(mp4.toString('latin1', p + 4, p + 8));
    if (size < 8) break;
    p += size;
  }
  return names;
}

/** Movie duration in seconds from the mvhd box (version 0). */
function movieSeconds(mp4: Buffer): number {
  const at = mp4.indexOf('mvhd', 0, 'latin1');
  const timescale = mp4.readUInt32BE(at + 16);
  return mp4.readUInt32BE(at + 20) / timescale;
}

describe('renderVideo', () => {
  it('makes a small H.264 MP4 with moov before mdat (+faststart), of the asked duration', async () => {
    const video = await renderVideo({ seed: 3, scene: 'beach', width: 640, height: 360, durationSec: 3 });
    expect(video.mp4.length).toBeLessThan(1_000_000);
    const boxes = topBoxes(video.mp4);
    expect(boxes[0]).toBe('ftyp');
    expect(boxes.indexOf('moov')).toBeGreaterThan(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(movieSeconds(video.mp4)).toBeCloseTo(3, 1);
    // ffmpeg itself decodes it: codec, pixel format and size as a browser needs them
    const dir = mkdtempSync(join(tmpdir(), 'media-test-'));
    const file = join(dir, 'v.mp4');
    writeFileSync(file, video.mp4);
    let info = '';
    try {
      execFileSync(ffmpegPath(), ['-hide_banner', '-i', file], { stdio: 'pipe' });
    } catch (e) {
      info = String((e as { stderr?: Buffer }).stderr ?? '');
    }
    expect(info).toMatch(/Video: h264 \((High|Main|Constrained Baseline)\)/);
    expect(info).toMatch(/yuv420p/);
    expect(info).toMatch(/640x360/);
    expect(info).toMatch(/Duration: 00:00:03\.0/);
  });

  it('gives a poster preview, WebP thumbnail and thumbhash from the first frame', async () => {
    const video = await renderVideo({ seed: 4, scene: 'sunset', width: 1600, height: 900, durationSec: 0.5 });
    const [prev, thumb] = await Promise.all([sharp(video.preview).metadata(), sharp(video.thumbnail).metadata()]);
    expect([prev.format, prev.width, prev.height]).toEqual(['jpeg', 1440, 810]);
    expect([video.previewWidth, video.previewHeight]).toEqual([1440, 810]);
    expect([thumb.format, thumb.height]).toEqual(['webp', 250]);
    const hash = thumbHashToRGBA(Buffer.from(video.thumbhash, 'base64'));
    expect(hash.w).toBeGreaterThan(hash.h);
  });

  it('is deterministic and rounds odd sizes to even ones', async () => {
    const spec = { seed: 9, scene: 'park' as const, width: 321, height: 241, durationSec: 1 };
    const [a, b] = await Promise.all([renderVideo(spec), renderVideo(spec)]);
    expect(a.mp4.equals(b.mp4)).toBe(true);
    expect([a.previewWidth, a.previewHeight]).toEqual([320, 240]);
  });

  it('draws the people of spec.faces in the poster, each face box on a drawn head (faces are found in videos too)', async () => {
    // colours no scene uses, so a head is found by colour alone
    const looks: FaceLook[] = [
      { skin: '#ff00ff', hair: '#00ffff', shirt: '#ffff10' },
      { skin: '#ff00ff', hair: '#00ffff', shirt: '#ffff30' },
    ];
    for (const [width, height, scale] of [[640, 360, 1], [1920, 1080, 0.75]] as const) {
      const video = await renderVideo({ seed: 5, scene: 'park', width, height, durationSec: 0.5, faces: looks });
      expect(video.faces).toHaveLength(2);
      const px = await decode(video.preview);
      expect([px.width, px.height]).toEqual([width * scale, height * scale]);
      video.faces.forEach((box, i) => {
        expect(box.x1).toBeGreaterThanOrEqual(0);
        expect(box.y1).toBeGreaterThanOrEqual(0);
        expect(box.x2).toBeLessThanOrEqual(video.previewWidth);
        expect(box.y2).toBeLessThanOrEqual(video.previewHeight);
        const seen = measuredHeadBox(px, box, looks[i]!, 12);
        expect(seen, `face ${i} at ${width}x${height}`).not.toBeNull();
        for (const k of ['x1', 'y1', 'x2', 'y2'] as const) expect(Math.abs((seen?.[k] ?? -99) - box[k]), `${k} of face ${i} at ${width}x${height}`).toBeLessThanOrEqual(2);
      });
    }
  });

  it('has no faces when nobody is in it', async () => {
    expect((await renderVideo({ seed: 5, scene: 'park', width: 64, height: 64, durationSec: 0.5 })).faces).toEqual([]);
  });

  it('explains a bad spec', async () => {
    await expect(renderVideo({ seed: 1, scene: 'park', width: 640, height: 360, durationSec: 0 })).rejects.toThrow(/durationSec/);
  });
});
