import { describe, expect, it } from 'vitest';
import { photoSvg } from '../media/photo';
import type { FaceBox } from '../media/types';
import { localDay } from './ages';
import { planLibrary } from './plan';
import { GROWING_UP, LIBRARY_YEARS, PER_YEAR } from './plan-growing-up';
import type { PlannedAsset } from './plan-types';

const today = new Date('2026-11-24T12:00:00Z');
const plan = planLibrary('full', 20_261_122, today);
const touches = (b: FaceBox, w: number, h: number): boolean => b.x1 <= 0 || b.y1 <= 0 || b.x2 >= w || b.y2 >= h;
/** Where each face of a planned photo lands, laid out as the renderer does (no pixels drawn). */
const layout = (a: PlannedAsset): { boxes: FaceBox[]; width: number; height: number } => photoSvg(a.photo!);

describe('planLibrary full: people who grow up in the library (Then and Now material)', () => {
  it('holds at least two such people, the child among them', () => {
    expect(GROWING_UP.full.length).toBeGreaterThanOrEqual(2);
    expect(GROWING_UP.full).toContain('ella');
  });

  describe.each(GROWING_UP.full)('%s', (key) => {
    const theirs = plan.assets.filter((a) => a.owner === 'demo' && a.photo && !a.isArchived && !a.isTrashed && a.faceKeys.includes(key));
    const framed = theirs.filter((a) => a.faceKeys[0] === key && a.photo!.subject);
    const years = (list: PlannedAsset[]): Map<string, PlannedAsset[]> => {
      const by = new Map<string, PlannedAsset[]>();
      for (const a of list) by.set(localDay(a).slice(0, 4), [...(by.get(localDay(a).slice(0, 4)) ?? []), a]);
      return by;
    };

    it('is in the demo user’s own photos of at least ten different years, every year up to this one', () => {
      const found = [...years(theirs).keys()].sort();
      expect(found.length).toBeGreaterThanOrEqual(10);
      const first = Number(found[0]);
      expect(first).toBeLessThanOrEqual(Math.max(2016, today.getUTCFullYear() - LIBRARY_YEARS));
      expect(found).toEqual(Array.from({ length: today.getUTCFullYear() - first + 1 }, (_, i) => String(first + i)));
    });

    it('has several photos every year, framed ones among them, at least one with their face well inside the picture', () => {
      for (const [year, list] of years(theirs)) expect(list.length, year).toBeGreaterThanOrEqual(PER_YEAR[0]);
      const byYear = years(framed);
      expect(byYear.size).toBe(years(theirs).size);
      for (const [year, list] of byYear) {
        expect(list.length, year).toBeLessThanOrEqual(PER_YEAR[1] + 1);
        const clear = list.filter((a) => {
          const { boxes, width, height } = layout(a);
          return !touches(boxes[0]!, width, height);
        });
        expect(clear.length, year).toBeGreaterThanOrEqual(1);
      }
    });

    it('is framed in every way: large and centred, small, at an edge, cut by one, alone, upright and turned', () => {
      const sizes = framed.map((a) => a.photo!.subject!.size);
      expect(Math.max(...sizes)).toBeGreaterThan(0.3);
      expect(Math.min(...sizes)).toBeLessThan(0.1);
      const cut = framed.filter((a) => a.photo!.subject!.cut);
      expect(cut.length).toBeGreaterThanOrEqual(1);
      expect(cut.length).toBeLessThanOrEqual(2);
      for (const a of cut) {
        const { boxes, width, height } = layout(a);
        expect(touches(boxes[0]!, width, height)).toBe(true);
      }
      // at an edge, but inside: a few pixels from the border
      expect(framed.some((a) => {
        const { boxes, width, height } = layout(a);
        const b = boxes[0]!;
        return !a.photo!.subject!.cut && Math.min(b.x1, b.y1, width - b.x2, height - b.y2) <= 4 && !touches(b, width, height);
      })).toBe(true);
      expect(theirs.some((a) => a.faceKeys.length === 1)).toBe(true);
      expect(framed.some((a) => a.photo!.height > a.photo!.width)).toBe(true);
      expect(framed.some((a) => a.photo!.width > a.photo!.height)).toBe(true);
      const turned = new Set(theirs.filter((a) => a.exif).map((a) => a.photo!.orientation));
      for (const o of [1, 3, 6, 8] as const) expect(turned.has(o), `orientation ${o}`).toBe(true);
    });
  });

  it('leaves Felix in no photo', () => {
    expect(plan.assets.filter((a) => a.faceKeys.includes('felix'))).toEqual([]);
  });
});
