import type { FaceLook, SceneKind } from '../media/types';
import type { Rng } from '../lib/prng';
import { agesOf, bornBy } from './ages';
import { CAMERAS, DESCRIPTIONS, EXPOSURES, ISOS, PEOPLE, STRANGER_LOOKS, type Camera, type Place } from './catalog';
import type { PlannedAsset, UserKey } from './plan-types';

/** Upright picture shapes (px) and how often they occur. */
const SHAPES: readonly { w: number; h: number; p: number }[] = [
  { w: 1600, h: 1200, p: 0.4 },
  { w: 1200, h: 1600, p: 0.25 },
  { w: 1440, h: 1440, p: 0.1 },
  { w: 1920, h: 1080, p: 0.15 },
  { w: 1080, h: 1920, p: 0.1 },
];

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** "YYYY:MM:DD HH:MM:SS" (EXIF) of a wall-clock time held in a UTC Date. */
function exifDate(local: Date): string {
  return `${local.getUTCFullYear()}:${pad2(local.getUTCMonth() + 1)}:${pad2(local.getUTCDate())} ${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}:${pad2(local.getUTCSeconds())}`;
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const m = Math.abs(minutes);
  return `${sign}${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}

/** Builds planned photos and videos; keeps per-camera file counters so names look real. */
export class PhotoFactory {
  constructor(private readonly rng: Rng, private readonly names = new Set<string>()) {}

  /** A factory drawing from `rng` that never repeats a file name of this one's. */
  withRng(rng: Rng): PhotoFactory {
    return new PhotoFactory(rng, this.names);
  }

  private camera(year: number): Camera {
    const usable = CAMERAS.filter((c) => c.from <= year);
    // newer cameras are used more: pick among the three most recent that existed that year
    return this.rng.pick(usable.slice(-3));
  }

  private fileName(make: (n: number) => string): string {
    for (;;) {
      const name = make(this.rng.int(1, 9999));
      if (!this.names.has(name)) {
        this.names.add(name);
        return name;
      }
    }
  }

  /** The faces in a photo of the demo user's: Ella in most, others by weight. */
  chooseFaces(year: number, forced: string[] = []): string[] {
    const roll = this.rng.next();
    const n = forced.length || (roll < 0.25 ? 0 : roll < 0.65 ? 1 : roll < 0.85 ? 2 : roll < 0.95 ? 3 : this.rng.int(4, 5));
    const chosen = [...forced];
    if (chosen.length === 0 && n > 0 && year >= 2016 && this.rng.chance(0.75)) chosen.push('ella');
    const pool = PEOPLE.filter((p) => p.weight > 0 && !chosen.includes(p.key));
    while (chosen.length < n && pool.length > 0) {
      const total = pool.reduce((s, p) => s + p.weight, 0);
      let r = this.rng.next() * total;
      const i = pool.findIndex((p) => (r -= p.weight) < 0);
      const [p] = pool.splice(i < 0 ? 0 : i, 1);
      if (p) chosen.push(p.key);
    }
    return chosen;
  }

  /** A photo; of `faces`, those not yet born when it was taken are left out (drawing no random numbers). */
  photo(o: { id: string; owner: UserKey; place: Place; localMs: number; faces: string[]; strangers?: number; scene?: SceneKind; noExif?: boolean; seed?: number }): PlannedAsset {
    const rng = this.rng;
    const local = new Date(o.localMs);
    const takenMs = o.localMs - o.place.offset * 60_000;
    const born = o.faces.filter((key) => bornBy(key, takenMs, o.place));
    const roll = rng.next();
    let acc = 0;
    const shape = SHAPES.find((s) => (acc += s.p) > roll) ?? SHAPES[0]!;
    const scene = o.scene ?? rng.pick(o.place.scenes);
    const lookOf = (key: string): FaceLook => PEOPLE.find((p) => p.key === key)!.look;
    const looks = born.map(lookOf);
    const faceKeys: (string | null)[] = [...born];
    for (let i = 0; i < (o.strangers ?? 0); i++) {
      looks.push(rng.pick(STRANGER_LOOKS));
      faceKeys.push(null);
    }
    const ages = agesOf(faceKeys, takenMs, o.place);
    if (o.noExif) {
      const name = this.fileName((n) => `IMG-${local.toISOString().slice(0, 10).replace(/-/g, '')}-WA${String(n).padStart(4, '0')}.jpg`);
      return {
        id: o.id, owner: o.owner, fileName: name, takenMs, place: o.place, camera: null, exif: null,
        photo: { seed: o.seed ?? rng.int(1, 2 ** 31), scene, width: shape.w, height: shape.h, orientation: 1, faces: looks, ages, exif: null },
        faceKeys, isFavorite: false, isArchived: false, isTrashed: false, description: null,
      };
    }
    const cam = this.camera(local.getUTCFullYear());
    const o6 = rng.next();
    const orientation = o6 < 0.08 ? 6 : o6 < 0.12 ? 8 : o6 < 0.15 ? 3 : 1;
    const description = rng.chance(0.1) ? rng.pick(DESCRIPTIONS) : null;
    const exif = {
      make: cam.make,
      model: cam.model,
      lensModel: cam.lens,
      exposureTime: rng.pick(EXPOSURES),
      fNumber: rng.pick(cam.fNumbers),
      focalLength: rng.pick(cam.focalLengths),
      iso: rng.pick(ISOS),
      dateTimeOriginal: exifDate(local),
      offsetTimeOriginal: offsetText(o.place.offset),
      latitude: Math.round((o.place.lat + (rng.next() - 0.5) * 0.04) * 1e4) / 1e4,
      longitude: Math.round((o.place.lon + (rng.next() - 0.5) * 0.04) * 1e4) / 1e4,
      ...(description ? { description } : {}),
    };
    return {
      id: o.id, owner: o.owner, fileName: this.fileName((n) => cam.fileName(n, local)), takenMs, place: o.place, camera: cam, exif,
      photo: { seed: o.seed ?? rng.int(1, 2 ** 31), scene, width: shape.w, height: shape.h, orientation, faces: looks, ages, exif },
      faceKeys, isFavorite: rng.chance(0.08), isArchived: false, isTrashed: false, description,
    };
  }

  video(o: { id: string; owner: UserKey; place: Place; localMs: number; durationSec: number }): PlannedAsset {
    const local = new Date(o.localMs);
    const portrait = this.rng.chance(0.3);
    const name = `VID_${local.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '_')}.mp4`;
    this.names.add(name);
    return {
      id: o.id, owner: o.owner, fileName: name, takenMs: o.localMs - o.place.offset * 60_000, place: o.place, camera: null,
      exif: { dateTimeOriginal: exifDate(local), offsetTimeOriginal: offsetText(o.place.offset), latitude: o.place.lat, longitude: o.place.lon },
      video: { seed: this.rng.int(1, 2 ** 31), scene: this.rng.pick(o.place.scenes), width: portrait ? 360 : 640, height: portrait ? 640 : 360, durationSec: o.durationSec },
      faceKeys: [], isFavorite: false, isArchived: false, isTrashed: false, description: null,
    };
  }
}
