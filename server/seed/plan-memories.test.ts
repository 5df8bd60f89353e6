import { describe, expect, it } from 'vitest';
import { createRng } from '../lib/prng';
import { PLACES } from './catalog';
import { planLibrary } from './plan';
import { pickBirthdayPhotos } from './plan-memories';
import type { PlannedAsset } from './plan-types';

const today = new Date('2026-11-24T12:00:00Z');
/** A bare planned photo taken (UTC) at noon on `day`, with no EXIF: its local day is `day`. */
const photoOn = (day: string, n = 0): PlannedAsset =>
  ({ id: `${day}-${n}`, owner: 'demo', fileName: '', takenMs: Date.parse(`${day}T12:00:00Z`) + n * 60_000, place: PLACES.home!, camera: null, exif: null, faceKeys: [], isFavorite: false, isArchived: false, isTrashed: false, description: null });

describe('pickBirthdayPhotos (Immich PR #30831)', () => {
  it('fewer than 25 birthdays: 25 split evenly across the years, newest to oldest', () => {
    const photos = ['2019', '2020', '2021', '2022'].flatMap((y) => Array.from({ length: 9 }, (_, n) => photoOn(`${y}-05-14`, n)));
    const picked = pickBirthdayPhotos(createRng(1), photos);
    expect(picked).toHaveLength(24); // 6 a year
    for (const y of ['2019', '2020', '2021', '2022']) expect(picked.filter((a) => a.id.startsWith(y))).toHaveLength(6);
    expect(picked.map((a) => a.takenMs)).toEqual(picked.map((a) => a.takenMs).sort((a, b) => b - a));
  });

  it('25 birthdays or more: one photo from each of 25 of them', () => {
    const photos = Array.from({ length: 30 }, (_, i) => [photoOn(`${1990 + i}-03-22`, 0), photoOn(`${1990 + i}-03-22`, 1)]).flat();
    const picked = pickBirthdayPhotos(createRng(2), photos);
    expect(picked).toHaveLength(25);
    expect(new Set(picked.map((a) => a.id.slice(0, 4))).size).toBe(25);
    expect(picked.map((a) => a.takenMs)).toEqual(picked.map((a) => a.takenMs).sort((a, b) => b - a));
  });
});

describe('planLibrary: memories', () => {
  it('is the same library for the same seed and day', () => {
    expect(JSON.stringify(planLibrary('full', 20_261_122, today))).toBe(JSON.stringify(planLibrary('full', 20_261_122, today)));
    expect(JSON.stringify(planLibrary('small', 7, today))).not.toBe(JSON.stringify(planLibrary('small', 8, today)));
  });

  it('birthday memories hold only photos already in the library, and every memory some', () => {
    const plan = planLibrary('full', 20_261_122, today);
    const ids = new Set(plan.assets.map((a) => a.id));
    for (const m of plan.memories) {
      expect(m.assetIds.length, `${m.type} ${m.year}`).toBeGreaterThan(0);
      expect(m.assetIds.every((id) => ids.has(id))).toBe(true);
    }
    expect(plan.memories.filter((m) => m.type === 'trip')).toHaveLength(1);
  });
});
