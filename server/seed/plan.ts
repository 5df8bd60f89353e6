import { createRng } from '../lib/prng';
import { agesOf, bornBy } from './ages';
import { COMMENTS, PEOPLE, PLACES, USERS, type Place } from './catalog';
import { PhotoFactory } from './photo-factory';
import { planGrowingUp } from './plan-growing-up';
import { planCuration } from './plan-people';
import { planBirthdays, planTripMemory, shownOnDay } from './plan-memories';
import type { LibraryPlan, PlannedActivity, PlannedAlbum, PlannedAsset, PlannedMemory, SeedSize, UserKey } from './plan-types';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** How big each part of the library is; `small` keeps service tests fast. */
const SIZES = {
  full: { demoPhotos: 322, videos: 5, memories: [15, 1, 8, 5, 12, 3, 6], cabin: [18, 4, 2], kyoto: 14, kitchen: 8, stacks: [3, 2, 3], ellaAlbum: 20 },
  small: { demoPhotos: 26, videos: 1, memories: [4, 1, 3], cabin: [5, 2, 1], kyoto: 3, kitchen: 3, stacks: [2], ellaAlbum: 4 },
} as const;

/** Memory i: years ago, day offset from today, where. The third one holds a video. */
const MEMORY_SLOTS: readonly [number, number, keyof typeof PLACES][] = [
  [1, 0, 'home'], [2, -1, 'lisbon'], [3, 1, 'sydney'], [5, -2, 'paris'], [7, 2, 'capetown'], [9, 3, 'zermatt'], [12, -3, 'brooklyn'],
];

/** Who is in each of the demo user's videos, in turn (one is only landscape). */
const VIDEO_CASTS: readonly (readonly string[])[] = [['ella'], ['ella', 'leo'], [], ['ella'], ['sam']];

/** Puts people in a video's first frame (those already born when it was taken), in order. */
function castVideo(video: PlannedAsset, keys: readonly string[]): void {
  const people = keys.filter((key) => bornBy(key, video.takenMs, video.place)).map((key) => PEOPLE.find((p) => p.key === key)!);
  video.faceKeys = people.map((p) => p.key);
  video.video = { ...video.video!, faces: people.map((p) => p.look), ages: agesOf(video.faceKeys, video.takenMs, video.place) };
}

/**
 * The whole library as data: deterministic for a seed, anchored on `today` (memories fall within
 * three days of it, in the photos' own years).
 */
export function planLibrary(size: SeedSize, seed = 20_261_122, today = new Date()): LibraryPlan {
  const rng = createRng(seed);
  const cfg = SIZES[size];
  const factory = new PhotoFactory(rng);
  const userIds = Object.fromEntries(USERS.map((u) => [u.key, rng.uuid()])) as Record<UserKey, string>;
  const personIds = Object.fromEntries(PEOPLE.map((p) => [p.key, rng.uuid()]));
  const assets: PlannedAsset[] = [];
  const todayMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const thisYear = today.getUTCFullYear();
  const at = (yearsAgo: number, month: number, day: number, hour = 12): number => Date.UTC(thisYear - yearsAgo, month, day, hour);
  const demoPhoto = (place: Place, localMs: number, extra: { faces?: string[]; noExif?: boolean } = {}): PlannedAsset => {
    const year = new Date(localMs).getUTCFullYear();
    const id = rng.uuid();
    const faces = extra.faces ?? factory.chooseFaces(year);
    const a = factory.photo({ id, owner: 'demo', place, localMs, faces, noExif: extra.noExif ?? rng.chance(0.06) });
    assets.push(a);
    return a;
  };
  const otherPhoto = (owner: UserKey, place: Place, localMs: number): PlannedAsset => {
    const a = factory.photo({ id: rng.uuid(), owner, place, localMs, faces: [], strangers: rng.int(0, 2) });
    assets.push(a);
    return a;
  };
  const spread = (startMs: number, i: number, n: number, days: number): number => startMs + Math.floor(((days * 10) / Math.max(1, n)) * i) * HOUR + rng.int(0, 50) * 60_000;

  // memories: photos taken on the memory's day (local time) in their own year
  const memories: PlannedMemory[] = cfg.memories.map((count, i) => {
    const [yearsAgo, dayOffset, placeKey] = MEMORY_SLOTS[i]!;
    const d = new Date(todayMs + dayOffset * DAY);
    const dayMs = Date.UTC(d.getUTCFullYear() - yearsAgo, d.getUTCMonth(), d.getUTCDate());
    const place = PLACES[placeKey]!;
    const ids: string[] = [];
    for (let k = 0; k < count; k++) {
      const localMs = dayMs + (8 + Math.floor((12 * k) / count)) * HOUR + rng.int(0, 55) * 60_000;
      if (i === 2 && k === 1) {
        const v = factory.video({ id: rng.uuid(), owner: 'demo', place, localMs, durationSec: 4 });
        assets.push(v);
        ids.push(v.id);
      } else ids.push(demoPhoto(place, localMs).id);
    }
    const day = new Date(dayMs);
    // the second (yesterday's) is saved, so saved memories and past ones both exist
    return { id: rng.uuid(), type: 'on_this_day', year: day.getUTCFullYear(), memoryAt: day.toISOString(), ...shownOnDay(d.getTime()), isSaved: i === 1, assetIds: rng.shuffle(ids) };
  });

  const cabinStart = at(2, 7, 8, 9);
  const cabin = [
    ...Array.from({ length: cfg.cabin[0] }, (_, i) => demoPhoto(PLACES.banff!, spread(cabinStart, i, cfg.cabin[0], 3))),
    ...Array.from({ length: cfg.cabin[1] }, (_, i) => otherPhoto('maya', PLACES.banff!, spread(cabinStart, i, cfg.cabin[1], 3))),
    ...Array.from({ length: cfg.cabin[2] }, (_, i) => otherPhoto('jonas', PLACES.banff!, spread(cabinStart, i, cfg.cabin[2], 3))),
  ];
  const kyoto = Array.from({ length: cfg.kyoto }, (_, i) => otherPhoto('priya', PLACES.kyoto!, spread(at(3, 3, 2, 8), i, cfg.kyoto, 5)));
  const kitchen = Array.from({ length: cfg.kitchen }, (_, i) => {
    const a = factory.photo({ id: rng.uuid(), owner: 'demo', place: PLACES.home!, localMs: spread(at(1, 2, 3, 10), i, cfg.kitchen, 40), faces: i % 3 === 0 ? ['sam'] : [], scene: 'indoor' });
    assets.push(a);
    return a;
  });

  // stacks: bursts of the same scene a few seconds apart
  cfg.stacks.forEach((n, s) => {
    const base = at(4 + s, 5 + s, 10 + s, 15);
    const first = demoPhoto(PLACES.lisbon!, base, { faces: ['ella'], noExif: false });
    first.stack = `stack-${s}`;
    for (let k = 1; k < n; k++) {
      const next = factory.photo({ id: rng.uuid(), owner: 'demo', place: PLACES.lisbon!, localMs: base + k * 2000, faces: ['ella'], scene: first.photo!.scene, seed: first.photo!.seed + k });
      next.stack = first.stack;
      assets.push(next);
    }
  });

  // everything else: short trips over the last twelve years, plus a few videos
  const places = Object.values(PLACES);
  let videos = cfg.videos - 1;
  while (assets.filter((a) => a.owner === 'demo' && a.photo).length < cfg.demoPhotos) {
    const yearsAgo = rng.int(0, 12);
    const start = at(yearsAgo, rng.int(0, 11), rng.int(1, 28), 9);
    if (start > todayMs - 10 * DAY) continue;
    const place = rng.pick(places);
    const n = rng.int(4, 12);
    for (let k = 0; k < n; k++) demoPhoto(place, spread(start, k, n, rng.int(1, 4)));
    if (videos > 0) {
      assets.push(factory.video({ id: rng.uuid(), owner: 'demo', place, localMs: spread(start, n, n, 2), durationSec: rng.int(3, 6) }));
      videos--;
    }
  }

  // states the views must handle: archived and trashed photos of Ella (left out of her list)
  const ellaPhotos = assets.filter((a) => a.faceKeys.includes('ella') && !a.stack && !memories.some((m) => m.assetIds.includes(a.id)) && !cabin.includes(a));
  ellaPhotos.slice(-3).forEach((a) => (a.isArchived = true));
  ellaPhotos.slice(-5, -3).forEach((a) => (a.isTrashed = true));

  // faces are found in videos too, as on real servers: people's lists hold videos
  assets.filter((a) => a.owner === 'demo' && a.video).forEach((v, i) => castVideo(v, VIDEO_CASTS[i % VIDEO_CASTS.length]!));

  // one of the demo user's videos in Ella's album, so albums show and play a video too
  const albumVideo = assets.filter((a) => a.owner === 'demo' && a.video).slice(0, 1);
  const albums = planAlbums(rng, userIds, { cabin, kyoto, kitchen, ella: [...ellaPhotos.slice(0, cfg.ellaAlbum), ...albumVideo] }, today);
  const activities = planActivities(rng, albums, today);
  // drawn last, so everything above stays as it was for a seed
  const birthdays = planBirthdays(rng, factory, assets, todayMs, size);
  const trip = planTripMemory(rng, cabin.filter((a) => a.owner === 'demo'), todayMs);
  const all = [...memories, ...birthdays, trip];
  const extra = planCuration(createRng(seed + 3), assets, all, size);
  const growingUp = createRng(seed + 5);
  planGrowingUp(growingUp, factory.withRng(growingUp), assets, all, todayMs, size);
  return { userIds, personIds: { ...personIds, ...extra.ids }, extraPeople: extra.people, assets, memories: all, albums, activities };
}

function planAlbums(rng: ReturnType<typeof createRng>, _users: Record<UserKey, string>, parts: Record<'cabin' | 'kyoto' | 'kitchen' | 'ella', PlannedAsset[]>, today: Date): PlannedAlbum[] {
  const created = (daysAgo: number): string => new Date(today.getTime() - daysAgo * DAY).toISOString();
  const ids = (list: PlannedAsset[]): string[] => list.map((a) => a.id);
  return [
    { id: rng.uuid(), owner: 'demo', name: 'Cabin weekend in Banff', description: 'Three days, two canoes, one bear (from a distance).', isActivityEnabled: true, members: [{ user: 'maya', role: 'editor' }, { user: 'jonas', role: 'viewer' }, { user: 'priya', role: 'viewer' }], assetIds: ids(parts.cabin), createdAt: created(30) },
    { id: rng.uuid(), owner: 'demo', name: 'Kitchen renovation', description: 'Before, during, after. Comments are off on purpose.', isActivityEnabled: false, members: [{ user: 'priya', role: 'editor' }], assetIds: ids(parts.kitchen), createdAt: created(25) },
    { id: rng.uuid(), owner: 'priya', name: 'Kyoto in spring', description: 'Priya’s trip, shared with friends.', isActivityEnabled: true, members: [{ user: 'demo', role: 'viewer' }, { user: 'maya', role: 'viewer' }], assetIds: ids(parts.kyoto), createdAt: created(20) },
    { id: rng.uuid(), owner: 'demo', name: 'Ella growing up', description: '', isActivityEnabled: true, members: [], assetIds: ids(parts.ella), createdAt: created(15) },
    { id: rng.uuid(), owner: 'demo', name: 'Ideas for next summer', description: '', isActivityEnabled: true, members: [], assetIds: [], createdAt: created(5) },
  ];
}

function planActivities(rng: ReturnType<typeof createRng>, albums: PlannedAlbum[], today: Date): PlannedActivity[] {
  const [cabin, , kyoto] = albums as [PlannedAlbum, PlannedAlbum, PlannedAlbum];
  let t = today.getTime() - 9 * DAY;
  const next = (): string => new Date((t += rng.int(20, 600) * 60_000)).toISOString();
  const [a, b, c] = [cabin.assetIds[0]!, cabin.assetIds[1] ?? cabin.assetIds[0]!, cabin.assetIds.at(-1)!];
  const act = (album: PlannedAlbum, user: UserKey, assetId: string | null, comment: string | null): PlannedActivity => ({ id: rng.uuid(), albumId: album.id, user, assetId, type: comment === null ? 'like' : 'comment', comment, createdAt: next() });
  const k = kyoto.assetIds[0]!;
  return [
    act(cabin, 'maya', null, COMMENTS[0]!),
    act(cabin, 'jonas', null, null),
    act(cabin, 'maya', null, null),
    act(cabin, 'maya', a, COMMENTS[1]!),
    act(cabin, 'demo', a, null),
    act(cabin, 'jonas', b, COMMENTS[3]!),
    act(cabin, 'demo', null, COMMENTS[4]!),
    act(cabin, 'priya', null, COMMENTS[5]!),
    act(cabin, 'jonas', a, null),
    act(cabin, 'maya', b, COMMENTS[7]!),
    act(cabin, 'priya', c, null),
    act(cabin, 'demo', null, COMMENTS[6]!),
    act(kyoto, 'priya', null, 'Finally sorted these. Spring in Kyoto is something else.'),
    act(kyoto, 'maya', null, COMMENTS[8]!),
    act(kyoto, 'maya', null, null),
    act(kyoto, 'priya', k, COMMENTS[9]!),
  ];
}
