// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GridAsset } from '@/api';
import { compactAssets } from '@/api/large-list/compact-assets';
import { PersonAssetList } from '@/api/large-list/person-asset-list';
import { candidatesOf, photosByYear, type PhotoFaces } from '@/api/then-and-now';
import { choosePerYear } from '@/features/then-and-now/model/choose-per-year';
import { facesFromAnswer, firstCandidates, firstSlideData, firstSlideOf, oldestYearFrom, oldestYearOf, oldestYearOfData, storyPersonOf } from './first-slide-choice';

const personId = 'p1';
/** A search item as the server sends it (`fileCreatedAt` the instant, `localDateTime` the wall clock). */
const item = (id: string, local: string, { offsetHours = 0, favorite = false, video = false, width = 1440, height = 960 } = {}) => ({
  id,
  type: video ? 'VIDEO' : 'IMAGE',
  thumbhash: null,
  localDateTime: `${local}.000Z`,
  fileCreatedAt: new Date(Date.parse(`${local}Z`) - offsetHours * 3_600_000).toISOString(),
  isFavorite: favorite,
  duration: null,
  width,
  height,
});
const face = (x: number, who = personId, size = 160) => ({ id: `f-${x}-${who}`, personId: who, boundingBoxX1: x, boundingBoxY1: 300, boundingBoxX2: x + size, boundingBoxY2: 300 + size, imageWidth: 1440, imageHeight: 960 });

// 2016 has more photos than candidates: favourites and upright ones first, a video, one taken
// abroad late on New Year's Eve (2016 on the wall clock, 2017 in UTC), and a cut face
const items = [
  item('a', '2016-02-01T09:00:00'),
  item('b', '2016-03-01T09:00:00', { width: 960, height: 1440 }),
  item('v', '2016-04-01T09:00:00', { video: true }),
  item('c', '2016-05-01T09:00:00', { favorite: true }),
  item('d', '2016-06-01T09:00:00', { width: 960, height: 1440 }),
  item('e', '2016-12-31T23:00:00', { offsetHours: -10 }),
  item('f', '2017-03-01T09:00:00'),
  item('g', '2018-03-01T09:00:00'),
];
const faces: Record<string, PhotoFaces> = {
  a: { faces: [face(600, personId, 300)] },
  b: { faces: [face(600, personId, 200)] },
  c: { faces: [face(0, personId, 400), face(700, 'someone')] },
  d: { faces: [face(600, personId, 180), face(100, 'someone', 250)] },
  e: { faces: [face(600)] },
};

/** The first slide as the app picks it from the person's whole list (useThenAndNow's steps). */
function appFirstSlide(picks: Record<number, string> = {}) {
  const list = new PersonAssetList(compactAssets(items as GridAsset[]), {});
  const byYear = new Map([...photosByYear(list)].slice(0, 1));
  const ids = candidatesOf(byYear, picks);
  const candidates = [...byYear.values()][0]!.flatMap((p) => (ids.includes(p.assetId) && faces[p.assetId] ? [{ ...p, faces: faces[p.assetId]!.faces.map((f) => ({ ...f, isSubject: f.personId === personId })) }] : []));
  return { ids, slide: choosePerYear(candidates, picks)[0] };
}

/** The same from the oldest-first search's items alone. */
function earlyFirstSlide(picks: Record<number, string> = {}, seen = items.length) {
  const oldest = oldestYearOf(items.slice(0, seen), seen === items.length);
  if (!oldest) return undefined;
  const ids = firstCandidates(oldest, picks);
  return { ids, slide: firstSlideOf(oldest, picks, personId, ids, ids.map((id) => faces[id])) };
}

describe('the first slide before the app', () => {
  it('asks for the same candidates and picks the same slide as the app does from the whole list', () => {
    const app = appFirstSlide();
    const early = earlyFirstSlide();
    expect(early?.ids).toEqual(app.ids);
    expect(early?.ids).toEqual(['c', 'd', 'b']);
    expect(app.slide?.assetId).toBe('b');
    expect(early?.slide).toMatchObject({ ...app.slide, image: undefined });
  });

  it("honours the reader's pick for the oldest year, even one past the candidates", () => {
    const picks = { 2016: 'e' };
    const early = earlyFirstSlide(picks);
    expect(early?.ids).toEqual(appFirstSlide(picks).ids);
    expect(early?.slide).toMatchObject({ assetId: 'e', year: 2016, isPicked: true });
    expect(appFirstSlide(picks).slide?.assetId).toBe('e');
  });

  it('waits for more while the oldest year may go on past the page, and gives up on equal wall-clock times', () => {
    // the last item read (e, taken 2017-01-01 09:00 UTC) could be followed by more of 2016 on some wall clock
    expect(earlyFirstSlide({}, 6)).toBeUndefined();
    expect(earlyFirstSlide({}, 7)?.slide?.assetId).toBe('b');
    const twins = [item('x', '2016-02-01T09:00:00'), item('y', '2016-02-01T09:00:00'), item('z', '2019-01-01T09:00:00')];
    expect(oldestYearOf(twins, true)).toBeUndefined();
    // a video at the same time as a photo (a live photo's motion) changes no candidate
    expect(oldestYearOf([twins[0]!, { ...twins[1]!, type: 'VIDEO' }, twins[2]!], true)?.photos).toHaveLength(2);
  });

  it('is none when the oldest year has no face to show (the story starts with a later year)', () => {
    const oldest = oldestYearOf(items, true)!;
    const ids = firstCandidates(oldest, {});
    expect(firstSlideOf(oldest, {}, personId, ids, ids.map(() => ({ faces: [face(0, personId, 300)] })))).toBeUndefined();
  });
});

describe('facesFromAnswer', () => {
  const box = { id: 'f1', boundingBoxX1: 10, boundingBoxX2: 60, boundingBoxY1: 20, boundingBoxY2: 80, imageWidth: 1440, imageHeight: 1080 };

  it("reads an asset's faces (v1/v2): each person's, then the unnamed ones, and the upright size", () => {
    const asset = { id: 'a', width: null, height: null, exifInfo: { exifImageWidth: 4000, exifImageHeight: 3000, orientation: '6' }, people: [{ id: 'p1', name: '<b>x</b>', faces: [box] }], unassignedFaces: [{ ...box, id: 'f2' }] };
    expect(facesFromAnswer(asset, true)).toEqual({ faces: [{ ...box, personId: 'p1' }, { ...box, id: 'f2' }], image: { width: 3000, height: 4000 } });
    expect(facesFromAnswer({ ...asset, width: 1200, height: 900 }, true)?.image).toEqual({ width: 1200, height: 900 });
  });

  it('reads `GET /faces?id=` (v3): whose each face is, none for a person the reader does not own', () => {
    expect(facesFromAnswer([{ ...box, person: { id: 'p1' } }, { ...box, id: 'f2', person: null }], false)).toEqual({ faces: [{ ...box, personId: 'p1' }, { ...box, id: 'f2' }] });
  });

  it('is none for an answer of another shape', () => {
    for (const bad of [null, 'x', { people: 'x' }, { people: [{ id: 'p1', faces: [{ id: 'f' }] }] }]) expect(facesFromAnswer(bad, true)).toBeUndefined();
    for (const bad of [null, {}, [{ id: 'f' }]]) expect(facesFromAnswer(bad, false)).toBeUndefined();
  });
});

describe("the oldest year in the page's data", () => {
  const oldest = oldestYearOf(items, true)!;

  it('reads back what the server wrote, for that person only', () => {
    expect(oldestYearOfData(firstSlideData('p1', oldest), 'p1')).toEqual(oldest);
    expect(oldestYearOfData(firstSlideData('p1', oldest), 'p2')).toBeUndefined();
  });

  it('is none for data of another shape, or photos outside its year', () => {
    const photo = oldest.photos[0]!;
    const broken = [
      '',
      'not json',
      'null',
      JSON.stringify({ personId: 'p1', oldest: { year: '2016', photos: oldest.photos } }),
      JSON.stringify({ personId: 'p1', oldest: { year: 2016, photos: [] } }),
      JSON.stringify({ personId: 'p1', oldest: { year: 2016, photos: [{ ...photo, assetId: 7 }] } }),
      JSON.stringify({ personId: 'p1', oldest: { year: 2016, photos: [{ ...photo, aspect: 0 }] } }),
      JSON.stringify({ personId: 'p1', oldest: { year: 2016, photos: [{ ...photo, isVideo: 'no' }] } }),
      JSON.stringify({ personId: 'p1', oldest: { year: 2015, photos: [photo] } }),
    ];
    for (const text of broken) expect(oldestYearOfData(text, 'p1'), text).toBeUndefined();
  });

  it('reads the search a page at a time until the oldest year has ended, and stops at a failed page', async () => {
    const bodies: Record<string, unknown>[] = [];
    const pages = [{ assets: { items: items.slice(0, 2), nextPage: '2' } }, { assets: { items: items.slice(2), nextPage: null } }];
    const found = await oldestYearFrom('p1', (body) => {
      bodies.push(body);
      return Promise.resolve(pages[bodies.length - 1]);
    });
    expect(found).toEqual(oldest);
    expect(bodies.map((b) => [b.page, b.order, b.size])).toEqual([[1, 'asc', 30], [2, 'asc', 30]]);
    expect(await oldestYearFrom('p1', () => Promise.resolve(undefined))).toBeUndefined();
  });

  it("takes the person's id from the story's address", () => {
    expect(storyPersonOf('/people/p%201/then-and-now')).toBe('p 1');
    expect(storyPersonOf('/people/p1/then-and-now/')).toBe('p1');
    for (const path of ['/people/p1', '/people//then-and-now', '/people/%E0%A4%A/then-and-now', '/people/p1/then-and-now/x']) expect(storyPersonOf(path), path).toBeUndefined();
  });
});
