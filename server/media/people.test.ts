import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createRng } from '../lib/prng';
import { growth, hairColour } from './growth';
import { placePeople } from './people';
import { photoSvg } from './photo';
import { decode, measuredHeadBox } from './test-helpers';
import type { FaceBox, FaceLook, Framing, PhotoSpec } from './types';

const looks: FaceLook[] = Array.from({ length: 4 }, (_, i) => ({ skin: '#ff00ff', hair: '#00ffff', shirt: `#ffff${(10 + i * 7).toString(16)}` }));
const overlap = (a: FaceBox, b: FaceBox): boolean => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
const touches = (b: FaceBox, w: number, h: number): boolean => b.x1 <= 0 || b.y1 <= 0 || b.x2 >= w || b.y2 >= h;

describe('placePeople: children among adults', () => {
  it('gives a toddler a smaller head, lower than the adult’s, and leaves adults as they were', () => {
    const [toddler, adult] = placePeople(looks.slice(0, 2), 1440, 1080, 0.5, createRng(3), { ages: [2, 35] }).boxes;
    const [grownUp, alone] = placePeople(looks.slice(0, 2), 1440, 1080, 0.5, createRng(3)).boxes;
    expect(toddler!.x2 - toddler!.x1).toBeLessThan((grownUp!.x2 - grownUp!.x1) * 0.9);
    expect((toddler!.y1 + toddler!.y2) / 2).toBeGreaterThan((grownUp!.y1 + grownUp!.y2) / 2 + 100);
    expect(adult).toEqual(alone);
  });
});

describe('placePeople: a picture framed around its first face', () => {
  const frame = (subject: Framing, n = 1, w = 1440, h = 1080): FaceBox[] =>
    placePeople(looks.slice(0, n), w, h, 0.55, createRng(5), { subject, ages: [4, 40, 70, null] }).boxes;

  it('puts the face where asked, as wide as asked', () => {
    const [box] = frame({ cx: 0.5, cy: 0.4, size: 0.3 });
    expect(box!.x2 - box!.x1).toBe(324);
    expect(Math.abs((box!.x1 + box!.x2) / 2 - 720)).toBeLessThanOrEqual(1);
    expect(Math.abs((box!.y1 + box!.y2) / 2 - 432)).toBeLessThanOrEqual(1);
  });

  it('keeps a face asked beyond the border just inside it, and cuts one that may be cut', () => {
    const [kept] = frame({ cx: 0, cy: 0.4, size: 0.2 });
    expect(kept!.x1).toBe(4);
    const [top] = frame({ cx: 0.5, cy: 0, size: 0.2 }, 1, 1080, 1440);
    expect(top!.y1).toBe(4);
    const [cut] = frame({ cx: 0.99, cy: 0.4, size: 0.2, cut: true });
    expect(cut!.x2).toBe(1440);
    expect(touches(cut!, 1440, 1080)).toBe(true);
    expect(cut!.x2 - cut!.x1).toBeLessThan(216);
  });

  it.each<[string, Framing]>([
    ['large, centred', { cx: 0.5, cy: 0.4, size: 0.38 }],
    ['small, in a corner', { cx: 0.08, cy: 0.1, size: 0.07 }],
    ['at the right edge', { cx: 1, cy: 0.3, size: 0.2 }],
    ['cut by the left edge', { cx: 0.01, cy: 0.35, size: 0.22, cut: true }],
  ])('%s: the others stand beside it, no two heads overlap, all inside', (_name, subject) => {
    for (const [w, h] of [[1440, 1080], [1080, 1440], [1440, 810]] as const) {
      const boxes = frame(subject, 4, w, h);
      expect(boxes).toHaveLength(4);
      boxes.forEach((a, i) => {
        expect(a.x1).toBeGreaterThanOrEqual(0);
        expect(a.y1).toBeGreaterThanOrEqual(0);
        expect(a.x2).toBeLessThanOrEqual(w);
        expect(a.y2).toBeLessThanOrEqual(h);
        if (i > 0) expect(touches(a, w, h)).toBe(false);
        for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `${w}x${h} ${i}`).toBe(false);
      });
    }
  });
});

describe('a framed photo: every box exactly on its drawn head, a cut one on the part inside', () => {
  it.each<[Framing, number]>([
    [{ cx: 0.5, cy: 0.4, size: 0.34 }, 2],
    [{ cx: 0.92, cy: 0.8, size: 0.08 }, 3],
    [{ cx: 0, cy: 0.3, size: 0.16 }, 1],
    [{ cx: 0.99, cy: 0.35, size: 0.22, cut: true }, 2],
    [{ cx: 0.5, cy: 0.01, size: 0.2, cut: true }, 1],
  ])('%j with %i faces', async (subject, n) => {
    const spec: PhotoSpec = { seed: 11, scene: 'park', width: 1440, height: 1080, orientation: 1, faces: looks.slice(0, n), ages: [3, 50, null], subject, exif: null };
    const scene = photoSvg(spec);
    const px = await decode(await sharp(Buffer.from(scene.svg)).png().toBuffer());
    scene.boxes.forEach((box, i) => {
      const look = { ...spec.faces[i]!, hair: hairColour(spec.faces[i]!.hair, growth(spec.ages![i]).grey) };
      expect(measuredHeadBox(px, box, look, 12), `face ${i}`).toEqual(box);
    });
    expect(touches(scene.boxes[0]!, 1440, 1080)).toBe(subject.cut === true);
  });
});
