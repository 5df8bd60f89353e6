import { describe, expect, it } from 'vitest';
import { isInView, type ViewEntry } from './use-in-view';

/** An entry for an element `height` px tall of which `visible` px show in a `window` px window. */
function entry(height: number, visible: number, window = 720): ViewEntry {
  return {
    isIntersecting: visible > 0,
    intersectionRatio: height > 0 ? visible / height : 0,
    intersectionRect: { height: visible } as DOMRectReadOnly,
    rootBounds: { height: window } as DOMRectReadOnly,
  };
}

describe('isInView', () => {
  it.each([
    { what: 'a short grid, a third of it showing', height: 600, visible: 200, expected: true },
    { what: 'a short grid, its top row peeking in', height: 600, visible: 100, expected: false },
    { what: 'a 3,000 px grid filling the window', height: 3000, visible: 720, expected: true },
    { what: 'a 3,000 px grid filling a quarter of the window', height: 3000, visible: 180, expected: true },
    { what: 'a 3,000 px grid, 100 px of it showing', height: 3000, visible: 100, expected: false },
    { what: 'nothing showing', height: 600, visible: 0, expected: false },
  ])('$what: $expected', ({ height, visible, expected }) => {
    expect(isInView(entry(height, visible), 0.25)).toBe(expected);
  });

  it('without the window’s size (no root bounds) only the element’s own share counts', () => {
    expect(isInView({ ...entry(3000, 720), rootBounds: null }, 0.25)).toBe(false);
    expect(isInView({ ...entry(600, 300), rootBounds: null }, 0.25)).toBe(true);
  });
});
