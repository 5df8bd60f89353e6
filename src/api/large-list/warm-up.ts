import { GridAssetListSchema } from '../schemas';
import { compactAssets } from './compact-list';

/**
 * A valid v1.106 asset (from the recorded fixture), with everything the schemas branch on: EXIF,
 * a person with a face, owner, tags, smart info. All drift fields are present and `duration` is
 * a string, so warming never reports drift or dropped items.
 */
function sampleAsset(i: number, full: boolean) {
  const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  return {
    id,
    deviceAssetId: `IMG_${i}.jpg`,
    ownerId: 'f352cb28-5214-41d9-b1e2-9febe75a716b',
    owner: full ? { id: 'f352cb28-5214-41d9-b1e2-9febe75a716b', name: 'A', email: 'a@example.test', profileImagePath: '', avatarColor: 'primary' } : null,
    deviceId: 'warm-up',
    libraryId: null,
    type: i % 5 === 0 ? 'VIDEO' : 'IMAGE',
    originalPath: `upload/${id}.jpg`,
    originalFileName: `IMG_${i}.jpg`,
    resized: true,
    thumbhash: full ? 'kmkGHQRveH53eIh4h4mXiH6P9/h4' : null,
    fileCreatedAt: '2025-11-22T11:30:00.000Z',
    fileModifiedAt: '2025-11-22T11:30:00.000Z',
    localDateTime: `2025-11-${String(10 + (i % 18)).padStart(2, '0')}T12:30:00.000Z`,
    updatedAt: '2026-11-22T03:00:05.415Z',
    isFavorite: i % 3 === 0,
    isArchived: false,
    isTrashed: false,
    duration: i % 5 === 0 ? '00:00:04.000' : '0:00:00.00000',
    exifInfo: {
      make: full ? 'Apple' : null,
      model: full ? 'iPhone 15 Pro' : null,
      exifImageWidth: 4032,
      exifImageHeight: 3024,
      fileSizeInByte: 230033,
      orientation: full ? '6' : null,
      dateTimeOriginal: full ? '2025-11-22T11:30:00.000Z' : null,
      modifyDate: '2025-11-22T11:30:00.000Z',
      timeZone: full ? 'UTC+1' : null,
      lensModel: full ? 'back camera' : null,
      fNumber: full ? 1.8 : null,
      focalLength: full ? 6.765 : null,
      iso: full ? 64 : null,
      exposureTime: full ? '1/180' : null,
      latitude: full ? 48.8867 : null,
      longitude: full ? 2.3431 : null,
      city: full ? 'Paris' : null,
      state: full ? 'Île-de-France' : null,
      country: full ? 'France' : null,
      description: '',
      projectionType: null,
    },
    livePhotoVideoId: null,
    people: full
      ? [
          {
            id: 'f6528751-7167-4a01-88f5-4d6d47143043',
            name: 'Alice Martin',
            birthDate: '1990-04-15',
            thumbnailPath: 'upload/thumbs/f6528751.jpeg',
            isHidden: false,
            faces: [{ id: 'ea82f8c1-21df-4772-9866-97b5b77b166a', imageHeight: 1920, imageWidth: 1440, boundingBoxX1: 389, boundingBoxX2: 619, boundingBoxY1: 624, boundingBoxY2: 912 }],
          },
        ]
      : [],
    smartInfo: full ? { objects: ['dog'], tags: null } : null,
    tags: full ? [{ id: 't1', name: 'Trip', type: 'CUSTOM', userId: 'f352cb28-5214-41d9-b1e2-9febe75a716b' }] : [],
    checksum: 'C/dYh009pUUxRGKjKLE+/DDS9Zc=',
    stackCount: null,
    stackParentId: null,
    isOffline: false,
    hasMetadata: true,
    duplicateId: null,
  };
}

/**
 * The same asset as newer servers (and the demo service) send it: extra fields the schema drops
 * (`originalMimeType`, `unassignedFaces`), optional parts left out instead of `null`. Warming on
 * both shapes keeps V8's property-access caches from meeting an unseen shape in the real list.
 */
function newerShape(asset: ReturnType<typeof sampleAsset>): Record<string, unknown> {
  const { owner: _owner, smartInfo: _smartInfo, tags: _tags, stackParentId: _stackParentId, ...rest } = asset;
  return { ...rest, originalMimeType: 'image/jpeg', unassignedFaces: [] };
}

/**
 * The warm-up's wire-format sample: `n` assets in turn full, with optional parts `null`, and in
 * the newer servers' shape.
 */
export function warmUpSample(n: number): unknown[] {
  return Array.from({ length: n }, (_, i) => (i % 3 === 2 ? newerShape(sampleAsset(i, true)) : sampleAsset(i, i % 3 === 0)));
}

const WarmUpSchema = GridAssetListSchema;
const SAMPLE_SIZE = 64;
/**
 * At most this many rounds (64 × 32 assets, a few ms each once optimised): V8 optimises zod's
 * parsers only after thousands of assets, and a 1,000-asset list otherwise parses mostly in the
 * slower tiers. The worker stops the warm-up as soon as the list's body has been read, so more
 * rounds never delay the list; they only use the wait for the response.
 */
const ROUNDS = 32;
/** Rounds run back to back (see `startWarmUp`); then one round every {@link PACED_ROUND_GAP_MS}. */
const BACK_TO_BACK_ROUNDS = 12;
const PACED_ROUND_GAP_MS = 4;

/** A warm-up in progress: `stop()` ends it after the current round. */
export interface WarmUp {
  stop: () => void;
  /** time spent warming so far (ms, rounds only, not the gaps between them) */
  elapsedMs: () => number;
  /** rounds begun so far */
  rounds: () => number;
}

/**
 * Runs the worker's hot path over a small valid sample while the list request is still on its
 * way: zod compiles its parsers on the first parse of a schema (a fixed cost of tens of ms that
 * dwarfs a small list), and the next rounds get V8 to optimise them (a list of 1,000 otherwise
 * runs mostly in the interpreter). One round per task, so the real request is never kept waiting
 * more than one round; the worker calls `stop()` when the list's body has been read. Never throws:
 * a failure here only means the real parse pays the cost.
 */
export function startWarmUp(): WarmUp {
  let stopped = false;
  let elapsed = 0;
  let text: string | undefined;
  let next = 0;
  // The first rounds follow each other as messages to ourselves: chained timers wait at least
  // 4 ms each after the fifth, and at 1,000 assets, where the list arrives 40-80 ms after this
  // code, only about 12 timer-paced rounds had run. The rounds after those are paced by a timer:
  // they only matter for lists that take longer to come, and back to back they would keep a core
  // busy while the page starts (2 cores here: the page, this worker, the browser).
  const channel = typeof MessageChannel === 'function' ? new MessageChannel() : undefined;
  const later = () => (channel && next < BACK_TO_BACK_ROUNDS ? channel.port2.postMessage(null) : setTimeout(round, PACED_ROUND_GAP_MS));
  const end = () => {
    stopped = true;
    channel?.port1.close();
  };
  const round = () => {
    if (stopped || next >= ROUNDS) return end();
    next++;
    const t = performance.now();
    try {
      text ??= JSON.stringify(warmUpSample(SAMPLE_SIZE));
      const result = WarmUpSchema.safeParse(JSON.parse(text));
      if (result.success) compactAssets(result.data);
    } catch {
      stopped = true; // only a missed optimisation
    }
    elapsed += performance.now() - t;
    later();
  };
  if (channel) channel.port1.onmessage = round;
  // Not now: the caller has just started its request, and a round is a few ms to tens of ms.
  later();
  return {
    stop: end,
    elapsedMs: () => elapsed,
    rounds: () => next,
  };
}
