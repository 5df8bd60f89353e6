import type { Db } from '../db/open';
import { setMeta } from '../db/open';
import { LIBRARY_FORMAT } from '../db/schema';
import { createRng } from '../lib/prng';
import { digest, hashPassword } from '../lib/passwords';
import { DEMO_PASSWORD, PEOPLE, USERS } from './catalog';
import type { LibraryPlan } from './plan-types';
import type { RenderedAsset } from './render-all';

/** Fixed, documented API keys of the demo accounts (ADR 011): `keepsake-demo-key-<account>`. */
export const demoApiKey = (key: string): string => `keepsake-demo-key-${key}`;

const pad2 = (n: number): string => String(n).padStart(2, '0');
function duration(sec: number): string {
  return `${pad2(Math.floor(sec / 3600))}:${pad2(Math.floor(sec / 60) % 60)}:${pad2(sec % 60)}.000`;
}

export interface Extras {
  /** user key -> profile image file (relative) */
  avatars: Map<string, string>;
  /** person key -> face thumbnail file (relative) */
  faceThumbs: Map<string, string>;
  /** person key -> the face its thumbnail was cropped from (asset, index of the face there) */
  covers?: Map<string, { assetId: string; index: number }>;
  now: string;
  seed: number;
  /** `YYYY-MM-DD` (UTC) the memories were placed around */
  anchorDay: string;
}

export function writeLibrary(db: Db, plan: LibraryPlan, rendered: RenderedAsset[], extras: Extras): void {
  const { now } = extras;
  const uid = plan.userIds;
  const rng = createRng(extras.seed + 1);
  const present = new Set(rendered.map((r) => r.plan.id));
  db.transaction(() => {
    const insertUser = db.prepare(`INSERT INTO users (id, email, name, password_hash, avatar_color, profile_image_path, profile_image_file, is_admin, storage_label, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const u of USERS) {
      const avatar = extras.avatars.get(u.key) ?? null;
      insertUser.run(uid[u.key], u.email, u.name, hashPassword(DEMO_PASSWORD), u.avatarColor, avatar ? `upload/profile/${uid[u.key]}/${uid[u.key]}.jpeg` : '', avatar, u.isAdmin ? 1 : 0, u.isAdmin ? 'admin' : null, now, now);
      db.prepare('INSERT INTO api_keys (key_hash, user_id, name) VALUES (?, ?, ?)').run(digest(demoApiKey(u.key)), uid[u.key], 'Keepsake demo key');
    }
    const insertPerson = db.prepare(`INSERT INTO people (id, owner_id, name, birth_date, is_hidden, thumbnail_path, thumbnail_file, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const p of [...PEOPLE.map((x) => ({ ...x, owner: 'demo' as const })), ...plan.extraPeople]) {
      const id = plan.personIds[p.key]!;
      const file = extras.faceThumbs.get(p.key) ?? null;
      const path = file ? `upload/thumbs/${uid[p.owner]}/${id.slice(0, 2)}/${id.slice(2, 4)}/${id}.jpeg` : '';
      insertPerson.run(id, uid[p.owner], p.name, p.birthDate, p.isHidden ? 1 : 0, path, file, now, now);
    }
    const stacks = new Map<string, string>();
    for (const r of rendered) {
      const s = r.plan.stack;
      if (s && !stacks.has(s)) {
        const id = rng.uuid();
        stacks.set(s, id);
        db.prepare('INSERT INTO stacks (id, primary_asset_id) VALUES (?, ?)').run(id, r.plan.id);
      }
    }
    const insertAsset = db.prepare(`INSERT INTO assets (id, owner_id, type, device_asset_id, device_id, original_path, original_file_name, original_mime_type, checksum, thumbhash, duration,
      file_created_at, file_modified_at, local_date_time, created_at, updated_at, is_favorite, is_archived, is_trashed, stack_id, original_file, preview_file, thumbnail_file, video_file)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertExif = db.prepare(`INSERT INTO exif VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const faceIds = new Map<string, string>();
    const insertFace = db.prepare('INSERT INTO faces (id, asset_id, person_id, image_width, image_height, x1, y1, x2, y2) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    for (const r of rendered) {
      const a = r.plan;
      const owner = uid[a.owner];
      const created = new Date(a.takenMs).toISOString();
      const local = a.exif ? new Date(a.takenMs + a.place.offset * 60_000).toISOString() : created;
      const ext = a.video ? 'mp4' : 'jpg';
      insertAsset.run(a.id, owner, a.video ? 'VIDEO' : 'IMAGE', `${a.fileName}-${r.fileSize}`, 'keepsake-seed', `upload/upload/${owner}/${a.id.slice(0, 2)}/${a.id.slice(2, 4)}/${a.id}.${ext}`,
        a.fileName, r.mime, r.checksum, r.thumbhash, a.video ? duration(a.video.durationSec) : '0:00:00.00000', created, created, local, now, now,
        a.isFavorite ? 1 : 0, a.isArchived ? 1 : 0, a.isTrashed ? 1 : 0, a.stack ? stacks.get(a.stack)! : null, r.originalFile, r.previewFile, r.thumbnailFile, r.videoFile);
      const e = a.exif;
      const gps = e !== null;
      const orientation = a.photo && e ? String(a.photo.orientation) : null;
      insertExif.run(a.id, e?.make ?? null, e?.model ?? null, r.exifWidth, r.exifHeight, r.fileSize, orientation, e ? created : null, e ? created : null, e ? a.place.timeZone : null,
        e?.lensModel ?? null, e?.fNumber ?? null, e?.focalLength ?? null, e?.iso ?? null, e?.exposureTime ?? null, gps ? (e.latitude ?? null) : null, gps ? (e.longitude ?? null) : null,
        gps ? a.place.city : null, gps ? a.place.state : null, gps ? a.place.country : null, e ? (e.description ?? '') : null, null);
      // faces nobody named are stored too, without a person (Immich keeps every face it found)
      r.faces.forEach((box, i) => {
        const key = a.faceKeys[i];
        const faceId = rng.uuid();
        faceIds.set(`${a.id}:${i}`, faceId);
        insertFace.run(faceId, a.id, key ? plan.personIds[key]! : null, r.previewWidth, r.previewHeight, box.x1, box.y1, box.x2, box.y2);
      });
    }
    for (const [key, cover] of extras.covers ?? []) {
      db.prepare('UPDATE people SET face_id = ? WHERE id = ?').run(faceIds.get(`${cover.assetId}:${cover.index}`) ?? null, plan.personIds[key]!);
    }
    const insertMemory = db.prepare('INSERT INTO memories (id, owner_id, type, year, memory_at, created_at, updated_at, deleted_at, seen_at, is_saved, show_at, hide_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?, ?)');
    for (const m of plan.memories) {
      const data = m.personKey ? { year: m.year, personId: plan.personIds[m.personKey]! } : { year: m.year };
      insertMemory.run(m.id, uid.demo, m.type, m.year, m.memoryAt, m.createdAt ?? now, m.createdAt ?? now, m.isSaved ? 1 : 0, m.showAt, m.hideAt, JSON.stringify(data));
      m.assetIds.filter((id) => present.has(id)).forEach((id, i) => db.prepare('INSERT INTO memory_assets (memory_id, asset_id, position) VALUES (?, ?, ?)').run(m.id, id, i));
    }
    for (const al of plan.albums) {
      const assetIds = al.assetIds.filter((id) => present.has(id));
      db.prepare('INSERT INTO albums (id, owner_id, name, description, thumbnail_asset_id, is_activity_enabled, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
        al.id, uid[al.owner], al.name, al.description, assetIds[0] ?? null, al.isActivityEnabled ? 1 : 0, al.createdAt, al.createdAt);
      al.members.forEach((m, i) => db.prepare('INSERT INTO album_users (album_id, user_id, role, position) VALUES (?, ?, ?, ?)').run(al.id, uid[m.user], m.role, i));
      for (const id of assetIds) db.prepare('INSERT INTO album_assets (album_id, asset_id) VALUES (?, ?)').run(al.id, id);
    }
    for (const act of plan.activities) {
      if (act.assetId && !present.has(act.assetId)) continue;
      db.prepare('INSERT INTO activities (id, album_id, user_id, asset_id, type, comment, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(act.id, act.albumId, uid[act.user], act.assetId, act.type, act.comment, act.createdAt);
    }
    setMeta(db, 'demo_accounts', JSON.stringify(USERS.map((u) => ({ email: u.email, password: DEMO_PASSWORD, name: u.name }))));
    setMeta(db, 'anchor_day', extras.anchorDay);
    setMeta(db, 'library_format', String(LIBRARY_FORMAT));
    setMeta(db, 'seed_complete', now);
  });
}
