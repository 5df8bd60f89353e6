// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { captionOf } from './age-caption';

const at = (wallClock: string) => Date.parse(`${wallClock}Z`);

describe('captionOf', () => {
  it.each([
    ['2013-04-15', '2017-04-15T00:10:00', { year: 2017, age: 4 }],
    ['2013-04-15', '2017-04-14T23:50:00', { year: 2017, age: 3 }],
    ['2013-04-15', '2012-06-01T12:00:00', { year: 2012 }],
    [undefined, '2017-06-01T12:00:00', { year: 2017 }],
    ['not a date', '2017-06-01T12:00:00', { year: 2017 }],
    ['2013-04-15', '2013-04-15T08:00:00', { year: 2013, age: 0 }],
  ])('born %s, photo %s -> %o', (birth, photo, caption) => {
    expect(captionOf(birth, at(photo))).toEqual(caption);
  });
});
