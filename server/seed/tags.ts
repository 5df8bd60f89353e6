import { createHash } from 'node:crypto';
import type { Db } from '../db/open';

/** A tag as the asset routes read it. */
export interface TagRow {
  id: string;
  owner_id: string;
  value: string;
  parent_id: string | null;
  created_at: string;
}

/** A stable UUID (v4 layout) for a user's tag `value`: the same library gives the same ids. */
function tagId(ownerId: string, value: string): string {
  const h = createHash('sha256').update(`tag:${ownerId}:${value}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Gives the library its tags, derived from what it already holds (no random numbers, so the
 * photos, people and everything else stay as they are): "Family" on each photo with two or more
 * people, and "Holidays/<country>" on photos taken outside the owner's most photographed country
 * (the parent "Holidays" is a tag of its own, as Immich makes it). Runs on every open and does
 * nothing once the library has tags, so a library generated before tags existed gets them too.
 */
export function tagLibrary(db: Db): void {
  if (db.prepare('SELECT 1 FROM tags LIMIT 1').get()) return;
  const now = (db.prepare("SELECT value FROM meta WHERE key = 'anchor_day'").get() as { value: string } | undefined)?.value ?? '2026-01-01';
  const createdAt = `${now.slice(0, 10)}T00:00:00.000Z`;
  const insertTag = db.prepare('INSERT OR IGNORE INTO tags (id, owner_id, value, parent_id, created_at) VALUES (?, ?, ?, ?, ?)');
  const tagAsset = db.prepare('INSERT OR IGNORE INTO asset_tags (asset_id, tag_id) VALUES (?, ?)');
  const tag = (ownerId: string, value: string): string => {
    const parts = value.split('/');
    let parent: string | null = null;
    for (let i = 1; i <= parts.length; i++) {
      const path = parts.slice(0, i).join('/');
      const id = tagId(ownerId, path);
      insertTag.run(id, ownerId, path, parent, createdAt);
      parent = id;
    }
    return parent!;
  };
  db.exec('BEGIN');
  try {
    const groups = db
      .prepare(
        `SELECT a.id, a.owner_id FROM assets a WHERE a.is_trashed = 0 AND
           (SELECT count(DISTINCT f.person_id) FROM faces f WHERE f.asset_id = a.id) >= 2 ORDER BY a.id`,
      )
      .all() as { id: string; owner_id: string }[];
    for (const a of groups) tagAsset.run(a.id, tag(a.owner_id, 'Family'));
    const away = db
      .prepare(
        `SELECT a.id, a.owner_id, e.country FROM assets a JOIN exif e ON e.asset_id = a.id
         WHERE a.is_trashed = 0 AND e.country IS NOT NULL AND e.country <> '' AND e.country <> (
           SELECT e2.country FROM assets a2 JOIN exif e2 ON e2.asset_id = a2.id
           WHERE a2.owner_id = a.owner_id AND e2.country IS NOT NULL AND e2.country <> ''
           GROUP BY e2.country ORDER BY count(*) DESC, e2.country LIMIT 1)
         ORDER BY a.id`,
      )
      .all() as { id: string; owner_id: string; country: string }[];
    for (const a of away) tagAsset.run(a.id, tag(a.owner_id, `Holidays/${a.country}`));
    db.exec('COMMIT');
  } catch (e) {
    db.exec('ROLLBACK');
    throw e;
  }
}

/** The tags on one asset, by value. */
export function tagsOfAsset(db: Db, assetId: string): TagRow[] {
  return db.prepare('SELECT t.* FROM asset_tags at JOIN tags t ON t.id = at.tag_id WHERE at.asset_id = ? ORDER BY t.value').all(assetId) as TagRow[];
}
