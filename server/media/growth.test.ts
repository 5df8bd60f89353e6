import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { drawFigure } from './figure';
import { ADULT, ADULT_HEADS, growth, hairColour } from './growth';
import { decode, measuredHeadBox } from './test-helpers';
import type { FaceLook } from './types';

describe('growth: the proportions a drawn person has at an age', () => {
  it.each([null, undefined, 18, 25, 44])('draws %s as today’s adult', (age) => {
    expect(growth(age)).toEqual(ADULT);
  });

  it('makes a toddler’s head larger relative to the body than an adult’s, and the toddler shorter', () => {
    const toddler = growth(2);
    expect(toddler.headsTall).toBeLessThan(4.6);
    expect(ADULT.headsTall).toBeCloseTo(ADULT_HEADS, 6);
    // the head's share of the standing height, as the body below it is drawn
    expect(1 / toddler.headsTall).toBeGreaterThan(1.4 / ADULT.headsTall);
    expect(toddler.bodyScale).toBeLessThan(0.8);
    expect(toddler.legScale).toBeLessThan(ADULT.legScale);
    expect(toddler.headRy).toBeLessThan(ADULT.headRy);
    expect(toddler.stature).toBeLessThan(0.6);
    expect(toddler.headScale).toBeLessThan(1);
  });

  it('grows steadily from birth to adult proportions (a teenager nearly there)', () => {
    const ages = [0, 0.5, 1, 2, 3, 5, 8, 10, 12, 14, 16, 17.9, 18];
    const grown = ages.map((age) => growth(age));
    for (const key of ['stature', 'headsTall', 'headScale', 'bodyScale', 'widthScale'] as const) {
      const values = grown.map((g) => g[key]);
      expect(values, key).toEqual([...values].sort((a, b) => a - b));
    }
    expect(growth(15).stature).toBeGreaterThan(0.9);
    expect(growth(10).stature).toBeGreaterThan(growth(5).stature + 0.1);
    expect(growth(17.99).headsTall).toBeCloseTo(ADULT.headsTall, 2);
  });

  it('greys hair from about fifty: none at forty-four, some at fifty-five, all by seventy', () => {
    expect(growth(44).grey).toBe(0);
    expect(growth(55).grey).toBeGreaterThan(0.2);
    expect(growth(55).grey).toBeLessThan(0.8);
    expect(growth(77).grey).toBe(1);
    expect(growth(77)).toEqual({ ...ADULT, grey: 1 });
  });

  it('mixes the hair colour towards grey', () => {
    expect(hairColour('#3b2a1a', 0)).toBe('#3b2a1a');
    expect(hairColour('#3b2a1a', 1)).toBe('#d4d4d2');
    expect(hairColour('#000000', 0.5)).toBe('#6a6a69');
  });
});

describe('drawFigure at an age: the face box stays exactly on the drawn head', () => {
  // unnatural colours no scene uses, so the head is found by colour alone
  const look: FaceLook = { skin: '#ff00ff', hair: '#00ffff', shirt: '#ffff10' };

  it.each([0.3, 1, 2.5, 4, 7, 9.5, 13, 16, 30, 62, 80])('age %s', async (age) => {
    const fig = drawFigure(look, 37, 41, 180, 600, age);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600"><rect width="300" height="600" fill="#000000"/>${fig.svg}</svg>`;
    const px = await decode(await sharp(Buffer.from(svg)).png().toBuffer());
    const hair = { ...look, hair: hairColour(look.hair, growth(age).grey) };
    expect(measuredHeadBox(px, fig.box, hair, 30, 60)).toEqual(fig.box);
  });

  it('draws a child’s head rounder than an adult’s at the same width, a baby’s with little hair', () => {
    expect(growth(0.5).hairScale).toBeLessThan(0.6);
    expect(growth(4).hairScale).toBe(1);
    const child = drawFigure(look, 0, 0, 200, 800, 6).box;
    const adult = drawFigure(look, 0, 0, 200, 800, 40).box;
    expect(child.y2 - child.y1).toBeLessThan(adult.y2 - adult.y1);
    expect(drawFigure(look, 0, 0, 200, 800, null).svg).toBe(drawFigure(look, 0, 0, 200, 800, 40).svg);
  });
});
