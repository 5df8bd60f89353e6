import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { getMeta, openDb, type Db } from '../db/open';
import { LIBRARY_FORMAT } from '../db/schema';
import { PEOPLE, USERS } from './catalog';
import { planLibrary } from './plan';
import type { SeedSize } from './plan-types';
import { pool, renderAsset, type BestFaces, type RenderedAsset } from './render-all';
import { loadMediaRenderer, type Renderer } from './renderer';
import { writeLibrary } from './write-db';

export const DB_FILE = 'library.db';

export interface SeedOptions {
  dataDir: string;
  /** `full` (default): 300+ photos; `small`: a few dozen, for tests */
  size?: SeedSize;
  seed?: number;
  /** memories are placed around this day (default: now) */
  today?: Date;
  /** default: the real server/media renderer */
  renderer?: Renderer;
  /** renders in flight at once (default: cores + 1, at least 2) */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedResult {
  ms: number;
  assets: number;
  dbBytes: number;
  skippedVideos: number;
}

/**
 * What the data folder holds: no library, one whose generation was cut short, one that cannot be
 * read (not SQLite, or damaged), one of another format (LIBRARY_FORMAT), or one ready to serve.
 */
export type LibraryState =
  | { kind: 'missing' | 'incomplete' | 'ready' }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'other-format'; format: number };

export function libraryState(dataDir: string): LibraryState {
  const file = join(dataDir, DB_FILE);
  if (!existsSync(file)) return { kind: 'missing' };
  let db: Db | undefined;
  try {
    db = openDb(file);
    if (getMeta(db, 'seed_complete') === undefined) return { kind: 'incomplete' };
    const format = Number(getMeta(db, 'library_format') ?? 1);
    return format === LIBRARY_FORMAT ? { kind: 'ready' } : { kind: 'other-format', format };
  } catch (error) {
    return { kind: 'unreadable', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    db?.close();
  }
}

/** True when the data folder holds a completely seeded library that this version reads. */
export function isSeeded(dataDir: string): boolean {
  return libraryState(dataDir).kind === 'ready';
}

/** Wipes the data folder's library and generates it afresh (deterministic for a seed). */
export async function seed(options: SeedOptions): Promise<SeedResult> {
  const t0 = Date.now();
  const { dataDir } = options;
  const seedNumber = options.seed ?? 20_261_122;
  mkdirSync(dataDir, { recursive: true });
  for (const f of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, 'media', 'faces', 'profile']) rmSync(join(dataDir, f), { recursive: true, force: true });
  for (const d of ['media', 'faces', 'profile']) mkdirSync(join(dataDir, d), { recursive: true });

  const renderer = options.renderer ?? (await loadMediaRenderer());
  const today = options.today ?? new Date();
  const plan = planLibrary(options.size ?? 'full', seedNumber, today);
  const avatarsToDraw = USERS.filter((u) => u.look && renderer.renderAvatar !== undefined);
  const everyone = [...PEOPLE.map((p) => p.key), ...plan.extraPeople.map((p) => p.key)];
  const total = plan.assets.length + avatarsToDraw.length + everyone.length;
  let done = 0;
  const tick = (): void => options.onProgress?.(++done, total);
  options.onProgress?.(0, total);

  const best: BestFaces = new Map();
  const limit = options.concurrency ?? Math.max(2, availableParallelism() + 1);
  let rendered: RenderedAsset[];
  try {
    rendered = (await pool(plan.assets, limit, (a) => renderAsset(renderer, dataDir, a, best), tick)).filter((r): r is RenderedAsset => r !== undefined);
  } finally {
    renderer.release?.();
  }

  const avatars = new Map<string, string>();
  await pool(avatarsToDraw, limit, async (u, i) => {
    const rel = join('profile', `${plan.userIds[u.key]}.jpg`);
    writeFileSync(join(dataDir, rel), await renderer.renderAvatar!(1000 + i, u.look!));
    avatars.set(u.key, rel);
  }, tick);

  const faceThumbs = new Map<string, string>();
  const covers = new Map<string, { assetId: string; index: number }>();
  await pool(everyone, limit, async (key) => {
    const face = best.get(key);
    if (!face) return;
    const rel = join('faces', `${plan.personIds[key]}.jpg`);
    writeFileSync(join(dataDir, rel), await renderer.cropFaceThumbnail(face.preview, face.box));
    faceThumbs.set(key, rel);
    covers.set(key, { assetId: face.assetId, index: face.index });
  }, tick);

  const db = openDb(join(dataDir, DB_FILE));
  try {
    writeLibrary(db, plan, rendered, { avatars, faceThumbs, covers, now: new Date().toISOString(), seed: seedNumber, anchorDay: today.toISOString().slice(0, 10) });
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  options.onProgress?.(total, total);
  return {
    ms: Date.now() - t0,
    assets: rendered.length,
    dbBytes: statSync(join(dataDir, DB_FILE)).size,
    skippedVideos: plan.assets.filter((a) => a.video).length - rendered.filter((r) => r.plan.video).length,
  };
}
