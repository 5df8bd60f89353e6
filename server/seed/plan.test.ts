import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AssetSchema } from '../../src/api/schemas';
import { expectContract } from '../test/contract';
import { openTestLibrary, type TestLibrary } from '../test/library';
import { PEOPLE } from './catalog';
import { planLibrary } from './plan';

const today = new Date('2026-11-24T12:00:00Z');

describe('planLibrary: people in videos (faces are found in videos too)', () => {
  it.each(['full', 'small'] as const)('%s: some of the demo user’s videos show people, each drawn in the first frame', (size) => {
    const videos = planLibrary(size, 20_261_122, today).assets.filter((a) => a.owner === 'demo' && a.video);
    const withPeople = videos.filter((v) => v.faceKeys.length > 0);
    expect(withPeople.length).toBeGreaterThanOrEqual(1);
    if (size === 'full') {
      expect(withPeople.length).toBeGreaterThanOrEqual(3);
      expect(withPeople.length).toBeLessThan(videos.length);
    }
    for (const v of withPeople) {
      // every named face is drawn, with that person's look, in the same order
      expect(v.video!.faces).toEqual(v.faceKeys.map((key) => PEOPLE.find((p) => p.key === key)!.look));
      // nobody appears before they were born
      const day = new Date(v.takenMs).toISOString().slice(0, 10);
      for (const key of v.faceKeys) expect((PEOPLE.find((p) => p.key === key)!.birthDate ?? '0000') <= day, `${key} born by ${day}`).toBe(true);
    }
    expect(withPeople.some((v) => v.faceKeys.includes('ella'))).toBe(true);
  });

  it('keeps the rest of the library as it was (people in videos draw no random numbers)', () => {
    const plan = planLibrary('full', 20_261_122, today);
    const ella = plan.assets.filter((a) => a.faceKeys.includes('ella'));
    // archived and trashed photos of Ella are photos, not her videos
    expect(ella.filter((a) => a.isArchived || a.isTrashed).every((a) => a.photo)).toBe(true);
    expect(plan.assets.filter((a) => a.video).map((a) => a.id.slice(0, 8))).toEqual(['0fb15102', '5ff56e21', '64cf4254', '693b13c2', '01c450fc']);
  });
});

describe('the seeded library: a person’s list holds their videos', () => {
  let lib: TestLibrary;
  beforeAll(async () => {
    lib = await openTestLibrary();
  });
  afterAll(() => lib.close());

  it('lists Ella’s video with her face, boxed inside the video’s preview', async () => {
    const { id } = lib.db.prepare("SELECT id FROM people WHERE name = 'Ella Rivera'").get() as { id: string };
    const assets = expectContract(z.array(AssetSchema), await (await lib.call('GET', `/api/people/${id}/assets`)).json());
    const videos = assets.filter((a) => a.type === 'VIDEO');
    expect(videos.length).toBeGreaterThanOrEqual(1);
    for (const video of videos) {
      const face = video.people?.find((p) => p.id === id)?.faces[0];
      expect(face).toBeDefined();
      const preview = lib.db.prepare('SELECT preview_file FROM assets WHERE id = ?').get(video.id) as { preview_file: string };
      expect(preview.preview_file).toMatch(/-preview\.jpg$/);
      expect([face!.imageWidth, face!.imageHeight]).toEqual([video.exifInfo?.exifImageWidth, video.exifInfo?.exifImageHeight]);
      expect(face!.boundingBoxX1).toBeGreaterThanOrEqual(0);
      expect(face!.boundingBoxY1).toBeGreaterThanOrEqual(0);
      expect(face!.boundingBoxX2).toBeLessThanOrEqual(face!.imageWidth);
      expect(face!.boundingBoxY2).toBeLessThanOrEqual(face!.imageHeight);
    }
  });
});
