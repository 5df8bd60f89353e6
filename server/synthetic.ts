import { closeSync, existsSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoApi } from './config';
import type { Db } from './db/open';
import { ASSET_SELECT, mapAsset, type AssetPerson, type AssetRow, type AssetShape } from './mappers/asset';
import type { PersonRow } from './mappers/person';

/**
 * The benchmark's large people (ADR 078): N assets generated on request, no rows and no files.
 * Ids encode the person and the index: `5e1f5e1f-PPPP-4000-8000-IIIIIIIIIIII` (a valid UUID v4),
 * so any endpoint can turn one back into its person, its place in the list and a real source
 * asset whose files (thumbnail, preview, original) it borrows.
 */
const PREFIX = '5e1f5e1f';
const ID = /^5e1f5e1f-([0-9a-f]{4})-4000-8000-([0-9a-f]{12})$/i;
export const SYNTHETIC_MAX = 200_000;

export function syntheticAssetId(personSeq: number, index: number): string {
  return `${PREFIX}-${personSeq.toString(16).padStart(4, '0')}-4000-8000-${index.toString(16).padStart(12, '0')}`;
}

export function parseSyntheticId(id: string): { personSeq: number; index: number } | undefined {
  const m = ID.exec(id);
  return m ? { personSeq: parseInt(m[1]!, 16), index: parseInt(m[2]!, 16) } : undefined;
}

interface Source {
  row: AssetRow;
  box: { w: number; h: number; x1: number; y1: number; x2: number; y2: number };
}

const sourceCache = new WeakMap<Db, Source[]>();

/** The real images whose files the synthetic assets borrow (the owner's upright previews). */
function sources(db: Db, ownerId: string): Source[] {
  let list = sourceCache.get(db);
  if (!list) {
    const rows = db.prepare(`${ASSET_SELECT} WHERE a.owner_id = ? AND a.type = 'IMAGE' AND a.is_trashed = 0 ORDER BY a.id`).all(ownerId) as AssetRow[];
    const faceStmt = db.prepare('SELECT image_width AS w, image_height AS h, x1, y1, x2, y2 FROM faces WHERE asset_id = ? LIMIT 1');
    list = rows.map((row) => {
      const box = faceStmt.get(row.id) as Source['box'] | undefined;
      const w = row.exif_image_width ?? 1440;
      const h = row.exif_image_height ?? 1080;
      return { row, box: box ?? { w, h, x1: Math.round(w * 0.4), y1: Math.round(h * 0.3), x2: Math.round(w * 0.6), y2: Math.round(h * 0.55) } };
    });
    sourceCache.set(db, list);
  }
  return list;
}

export function syntheticPerson(db: Db, personSeq: number): (PersonRow & { seq: number }) | undefined {
  return db.prepare('SELECT rowid AS seq, * FROM people WHERE rowid = ? AND synthetic_count > 0').get(personSeq) as (PersonRow & { seq: number }) | undefined;
}

export function personSeq(db: Db, personId: string): number {
  return (db.prepare('SELECT rowid AS seq FROM people WHERE id = ?').get(personId) as { seq: number }).seq;
}

/** The real asset whose files stand in for synthetic asset `index`. */
export function syntheticSource(db: Db, person: PersonRow, index: number): AssetRow | undefined {
  const list = sources(db, person.owner_id);
  return list.length ? list[index % list.length]!.row : undefined;
}

const START = Date.UTC(2026, 0, 1, 12);
/** synthetic assets are taken this far apart, newest (index 0) at START */
const STEP = 47 * 60_000;

/** The per-asset values; everything else comes from the source asset. */
interface Values {
  id: string;
  name: string;
  device: string;
  path: string;
  sum: string;
  taken: string;
  face: string;
}

function valuesOf(seq: number, index: number): Values {
  const id = syntheticAssetId(seq, index);
  const name = `SYN_${String(index).padStart(6, '0')}.jpg`;
  return {
    id,
    name,
    device: `${name}-${index}`,
    path: `upload/synthetic/${id}.jpg`,
    // a stable base64 "SHA-1" (20 bytes) without hashing 100,000 times
    sum: Buffer.from(`${id.replace(/-/g, '')}${index.toString(16).padStart(8, '0').slice(-8)}`, 'hex').toString('base64'),
    taken: new Date(START - index * STEP).toISOString(),
    face: `${PREFIX}-${seq.toString(16).padStart(4, '0')}-4000-9000-${index.toString(16).padStart(12, '0')}`,
  };
}

/** The row synthetic asset `v` would have: its source's, with its own id, name, dates and no stack. */
function rowOf(src: Source, v: Values): AssetRow {
  return {
    ...src.row,
    id: v.id,
    device_asset_id: v.device,
    original_file_name: v.name,
    original_path: v.path,
    checksum: v.sum,
    file_created_at: v.taken,
    file_modified_at: v.taken,
    local_date_time: v.taken,
    date_time_original: src.row.date_time_original ? v.taken : null,
    modify_date: src.row.modify_date ? v.taken : null,
    stack_id: null,
    is_archived: 0,
    is_trashed: 0,
  };
}

/** The one face of synthetic asset `v`: the person's, on the source's first face box. */
function faceOf(src: Source, v: Values) {
  const b = src.box;
  return { id: v.face, imageHeight: b.h, imageWidth: b.w, boundingBoxX1: b.x1, boundingBoxX2: b.x2, boundingBoxY1: b.y1, boundingBoxY2: b.y2 };
}

function build(src: Source, person: PersonRow, v: Values, shape: AssetShape, api: DemoApi = 'v1'): Record<string, unknown> {
  const people: AssetPerson[] = [
    {
      id: person.id,
      name: person.name,
      birthDate: person.birth_date,
      thumbnailPath: person.thumbnail_path,
      isHidden: person.is_hidden === 1,
      updatedAt: person.updated_at,
      faces: [faceOf(src, v)],
    },
  ];
  return mapAsset(rowOf(src, v), shape, { people }, api);
}

/** Synthetic asset `index` of `person` in the requested shape; newest first by index. */
export function syntheticAsset(db: Db, person: PersonRow, seq: number, index: number, shape: AssetShape, api: DemoApi = 'v1'): Record<string, unknown> | undefined {
  const list = sources(db, person.owner_id);
  const src = list[index % list.length];
  if (!src || index >= person.synthetic_count) return undefined;
  return build(src, person, valuesOf(seq, index), shape, api);
}

/** Synthetic asset `index`'s row and its face (for v3's `GET /faces` and the timeline). */
export function syntheticRowAndFace(db: Db, person: PersonRow, seq: number, index: number): { row: AssetRow; face: ReturnType<typeof faceOf> } | undefined {
  const list = sources(db, person.owner_id);
  const src = list[index % list.length];
  if (!src || index >= person.synthetic_count) return undefined;
  const v = valuesOf(seq, index);
  return { row: rowOf(src, v), face: faceOf(src, v) };
}

/**
 * The indexes [first, end) of `person`'s synthetic assets taken in [fromMs, toMs): they are taken
 * 47 minutes apart going back from START, so the range is arithmetic.
 */
export function syntheticIndexesTakenIn(person: PersonRow, fromMs: number, toMs: number): { first: number; end: number } {
  const first = Math.max(0, Math.floor((START - toMs) / STEP) + 1);
  const end = Math.min(person.synthetic_count, Math.floor((START - fromMs) / STEP) + 1);
  return { first, end: Math.max(first, end) };
}

/** How many of `person`'s synthetic assets each UTC month holds (`YYYY-MM-01`), newest month first. */
export function syntheticMonthCounts(person: PersonRow): { month: string; count: number }[] {
  const months: { month: string; count: number }[] = [];
  const newest = new Date(START);
  let counted = 0;
  for (let k = 0; counted < person.synthetic_count; k++) {
    const from = Date.UTC(newest.getUTCFullYear(), newest.getUTCMonth() - k, 1);
    const to = Date.UTC(newest.getUTCFullYear(), newest.getUTCMonth() - k + 1, 1);
    const { first, end } = syntheticIndexesTakenIn(person, from, to);
    if (end > first) months.push({ month: new Date(from).toISOString().slice(0, 10), count: end - first });
    counted += end - first;
  }
  return months;
}

/**
 * JSON of a source's synthetic asset with holes for the per-asset values, so streaming 100,000
 * of them is string concatenation rather than building and serialising 100,000 objects.
 */
interface Template {
  parts: string[];
  keys: (keyof Values)[];
}

function makeTemplate(src: Source, person: PersonRow): Template {
  const marks = Object.fromEntries((['id', 'name', 'device', 'path', 'sum', 'taken', 'face'] as const).map((k) => [k, `@@${k}@@`])) as unknown as Values;
  const json = JSON.stringify(build(src, person, marks, 'person'));
  const parts: string[] = [];
  const keys: (keyof Values)[] = [];
  let last = 0;
  for (const m of json.matchAll(/@@(\w+)@@/g)) {
    parts.push(json.slice(last, m.index));
    keys.push(m[1] as keyof Values);
    last = m.index + m[0].length;
  }
  parts.push(json.slice(last));
  return { parts, keys };
}

function fill(t: Template, v: Values): string {
  let out = t.parts[0]!;
  for (let i = 0; i < t.keys.length; i++) out += v[t.keys[i]!] + t.parts[i + 1]!;
  return out;
}

/** `[a1,a2,...]` for indexes [from, to), produced in chunks so 100,000 assets never sit in memory. */
export function syntheticAssetStream(db: Db, person: PersonRow, seq: number, from: number, to: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const list = sources(db, person.owner_id);
  const templates = list.map((src) => makeTemplate(src, person));
  // no source images (an empty library): an empty list
  const last = templates.length ? Math.min(to, person.synthetic_count) : from;
  let i = from;
  let first = true;
  let opened = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!opened) controller.enqueue(encoder.encode('['));
      opened = true;
      const end = Math.min(last, i + 2000);
      const parts: string[] = [];
      for (; i < end; i++) parts.push(fill(templates[i % templates.length]!, valuesOf(seq, i)));
      if (parts.length) controller.enqueue(encoder.encode((first ? '' : ',') + parts.join(',')));
      first = first && parts.length === 0;
      if (i >= last) {
        controller.enqueue(encoder.encode(']'));
        controller.close();
      }
    },
  });
}

/**
 * The person's whole asset list as a JSON file in the data folder, written on first request: the
 * list never changes, and repeated benchmark runs then stream a file instead of rebuilding 170 MB.
 */
export async function syntheticAssetFile(dataDir: string, db: Db, person: PersonRow, seq: number): Promise<string> {
  const file = join(dataDir, 'synthetic', `${person.id}.json`);
  if (existsSync(file)) return file;
  mkdirSync(join(dataDir, 'synthetic'), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    const reader = syntheticAssetStream(db, person, seq, 0, person.synthetic_count).getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) writeSync(fd, r.value);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  return file;
}
