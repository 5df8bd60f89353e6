// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { choosePerYear, isCut, type Candidate, type CandidateFace } from './choose-per-year';

const W = 1440;
const H = 960;
const face = (x: number, y: number, size: number, isSubject = true): CandidateFace => ({
  boundingBoxX1: x,
  boundingBoxY1: y,
  boundingBoxX2: x + size,
  boundingBoxY2: y + size,
  imageWidth: W,
  imageHeight: H,
  isSubject,
});
const photo = (assetId: string, date: string, faces: CandidateFace[] | undefined, isVideo = false): Candidate => ({
  assetId,
  localTime: Date.parse(`${date}Z`),
  isVideo,
  faces,
});

describe('choosePerYear', () => {
  it('takes the largest uncut face per year, oldest year first', () => {
    const chosen = choosePerYear([
      photo('b1', '2019-06-01T10:00:00', [face(100, 100, 100)]),
      photo('b2', '2019-07-01T10:00:00', [face(100, 100, 300)]),
      photo('a1', '2017-12-31T23:30:00', [face(100, 100, 200)]),
    ]);
    expect(chosen.map((c) => [c.year, c.assetId])).toEqual([
      [2017, 'a1'],
      [2019, 'b2'],
    ]);
  });

  it('dates by the wall clock: a photo at 23:30 on 31 December stays in its year', () => {
    expect(choosePerYear([photo('a', '2017-12-31T23:30:00', [face(10, 10, 50)])])[0]?.year).toBe(2017);
  });

  it('prefers a photo where the person is the only or largest face', () => {
    const chosen = choosePerYear([
      photo('crowd', '2020-01-01T10:00:00', [face(100, 100, 300), face(500, 100, 400, false)]),
      photo('alone', '2020-02-01T10:00:00', [face(100, 100, 200)]),
    ]);
    expect(chosen[0]?.assetId).toBe('alone');
  });

  it('never takes a video or a cut face, and leaves out a year with only cut faces', () => {
    const chosen = choosePerYear([
      photo('video', '2018-01-01T10:00:00', [face(100, 100, 400)], true),
      photo('cut', '2018-02-01T10:00:00', [face(0, 100, 500)]),
      photo('ok', '2018-03-01T10:00:00', [face(100, 100, 100)]),
      photo('only-cut', '2021-03-01T10:00:00', [face(W - 200, 100, 200)]),
      photo('no-faces', '2022-03-01T10:00:00', undefined),
    ]);
    expect(chosen.map((c) => c.assetId)).toEqual(['ok']);
  });

  it('lets the user pick another photo of a year, even one the choice would skip', () => {
    const list = [photo('big', '2018-01-01T10:00:00', [face(100, 100, 400)]), photo('small', '2018-05-01T10:00:00', [face(100, 100, 100)]), photo('edge', '2019-05-01T10:00:00', [face(1, 100, 100)])];
    const chosen = choosePerYear(list, { 2018: 'small', 2019: 'edge' });
    expect(chosen.map((c) => [c.assetId, c.isPicked])).toEqual([
      ['small', true],
      ['edge', true],
    ]);
    expect(choosePerYear(list, { 2018: 'unknown' })[0]).toMatchObject({ assetId: 'big', isPicked: false });
  });
});

describe('isCut', () => {
  it.each([
    [face(2, 100, 50), true],
    [face(3, 100, 50), false],
    [face(100, 100, W - 102), true],
    [face(100, H - 53, 50), false],
    [face(100, H - 52, 50), true],
  ])('%o -> %s', (f, cut) => {
    expect(isCut(f)).toBe(cut);
  });
});
